/* refs.c: the registry references behind Swift's values (LuaKit's LuaReference), numbered as
 * luaL_ref numbers them. Swift makes and drops one for nearly every object a call returns
 * (a controller, a view, a coordinator), and luaL_ref/luaL_unref keep their free list in the
 * registry itself: four or five table reads and writes per reference. The numbers Swift frees
 * are kept here instead and reused first; a freed slot holds false, not nil, so the registry's
 * array has no holes and luaL_ref's "length + 1" stays a free number. */
#include "host.h"

#include <lua5.4/lauxlib.h>

int clua_ref(lua_State *L) {
  CLuaHost *h = host(L);
  if (h->free_ref_count > 0 && !lua_isnil(L, -1)) {
    int ref = h->free_refs[--h->free_ref_count];
    lua_rawseti(L, LUA_REGISTRYINDEX, ref);   /* an existing slot: no allocation */
    return ref;
  }
  return luaL_ref(L, LUA_REGISTRYINDEX);
}

void clua_unref(lua_State *L, int ref) {
  CLuaHost *h = host(L);
  if (ref > 0 && h->free_ref_count < CLUA_FREE_REFS) {
    lua_pushboolean(L, 0);
    lua_rawseti(L, LUA_REGISTRYINDEX, ref);   /* drops the value; the slot stays non-nil */
    h->free_refs[h->free_ref_count++] = ref;
    return;
  }
  luaL_unref(L, LUA_REGISTRYINDEX, ref);
}
