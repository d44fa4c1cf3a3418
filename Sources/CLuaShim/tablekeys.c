/* tablekeys.c: a table's keys for Swift, which may not call lua_next itself (it raises on an
 * invalid key). Its own file: the raw traversals the boundary offers, and why they are safe. */
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

/* Whether every key of the table is a string `known` accepts: the common case of an options
 * table, answered without a table of keys or a Swift value per key. `known` only compares
 * bytes (it calls no Lua function), so the table is not changed while it is traversed. */
int clua_tablekeysknown(lua_State *L, int idx, clua_KeyFilter known, void *ctx) {
  idx = lua_absindex(L, idx);
  lua_pushnil(L);                         /* nil */
  while (lua_next(L, idx) != 0) {         /* key, value */
    size_t len;
    lua_pop(L, 1);                        /* key */
    if (lua_type(L, -1) != LUA_TSTRING || !known(ctx, lua_tolstring(L, -1, &len), len)) {
      lua_pop(L, 1);
      return 0;
    }
  }
  return 1;
}
