/* tablekeys.c: a table's keys for Swift, which may not call lua_next itself (it raises on an
 * invalid key). Its own file: the one raw traversal the boundary offers, and why it is safe. */
#include "host.h"

/* The keys of a table, for callers that may not call lua_next themselves (Swift). */
void clua_tablekeys(lua_State *L, int idx) {
  lua_Integer n = 0;
  idx = lua_absindex(L, idx);
  lua_newtable(L);                        /* keys */
  lua_pushnil(L);                         /* keys, nil */
  while (lua_next(L, idx) != 0) {         /* keys, key, value */
    lua_pop(L, 1);                        /* keys, key */
    lua_pushvalue(L, -1);                 /* keys, key, key */
    lua_rawseti(L, -3, ++n);              /* keys, key */
  }                                       /* keys */
}
