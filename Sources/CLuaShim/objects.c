/* objects.c: Swift objects and plain values as Lua userdata, each type with a locked
 * metatable registered under a key of Swift's. Kept apart from the trampolines: this is about
 * what a userdata is (its tag, its bytes), not about calling Swift. */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <string.h>

/* The metatable registered under `key` pushed, creating it (named `name`, locked, with
 * `event` = fn) if it does not exist yet; returns 1 if it was created. Shared by object types
 * (__gc releases the Swift object) and value types (__eq compares the bytes). */
static int new_locked_metatable(lua_State *L, const void *key, const char *name,
                                const char *event, lua_CFunction fn) {
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return 0;
  lua_settop(L, -2);
  lua_createtable(L, 0, 4);
  lua_pushstring(L, name);
  lua_setfield(L, -2, "__name");
  lua_pushcfunction(L, fn);
  lua_setfield(L, -2, event);
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, key);
  return 1;
}

int clua_newmetatable(lua_State *L, const void *key, const char *name) {
  return new_locked_metatable(L, key, name, "__gc", box_gc);
}

/* An object's userdata given the type's metatable, which is on top of the stack and which the
 * userdata replaces there. */
static void push_object_for_metatable(lua_State *L, void *obj, clua_Release release) {
  const void *tag = lua_topointer(L, -1); /* the type's metatable: what clua_toobject checks */
  CLuaBox *b = lua_newuserdatauv(L, sizeof *b, 0);
  b->call = NULL;
  b->ctx = obj;
  b->release = release;
  b->tag = tag;
  lua_rotate(L, -2, 1);                   /* [userdata, metatable] */
  lua_setmetatable(L, -2);
}

void clua_pushobjectref(lua_State *L, void *obj, clua_Release release, int metatable_ref) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, metatable_ref);
  push_object_for_metatable(L, obj, release);
}

void *clua_toobject(lua_State *L, int idx, const void *metatable, int *finalized) {
  *finalized = 0;
  /* The box's tag, not its metatable: a script may swap metatables (debug.setmetatable). */
  CLuaBox *b = box_at(L, idx, metatable);
  if (!b) return NULL;
  if (!b->ctx) *finalized = 1;
  return b->ctx;
}

/* __eq of a value type: Lua calls it for two userdata that are not the same object; they are
 * equal when both have this metatable and the same bytes. */
static int value_eq(lua_State *L) {
  int same = 0;
  if (lua_type(L, 1) == LUA_TUSERDATA && lua_type(L, 2) == LUA_TUSERDATA &&
      lua_getmetatable(L, 1) && lua_getmetatable(L, 2)) {
    size_t n = lua_rawlen(L, 1);
    same = lua_rawequal(L, -1, -2) && n == lua_rawlen(L, 2) &&
           memcmp(lua_touserdata(L, 1), lua_touserdata(L, 2), n) == 0;
  }
  lua_pushboolean(L, same);
  return 1;
}


int clua_newvaluemetatable(lua_State *L, const void *key, const char *name) {
  return new_locked_metatable(L, key, name, "__eq", value_eq);
}

/* A value's bytes are a script's to choose (an IndexPath's row and section), so a value is never
 * stored in a block of a box's size: box_at and box_gc tell boxes by their size first, and a
 * box's bytes hold the function pointers they call. A value of that size gets one zero byte
 * more. */
static size_t stored_size(size_t size) { return size == sizeof(CLuaBox) ? size + 1 : size; }

void clua_pushvalue(lua_State *L, const void *bytes, size_t size, const void *key) {
  size_t stored = stored_size(size);
  unsigned char *p = lua_newuserdatauv(L, stored, 0);
  memcpy(p, bytes, size);
  if (stored > size) p[size] = 0;
  lua_rawgetp(L, LUA_REGISTRYINDEX, key);
  lua_setmetatable(L, -2);
}

const void *clua_tovalue(lua_State *L, int idx, const void *metatable, size_t size) {
  /* The size too: a script can give any userdata this metatable (debug.setmetatable). */
  if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != stored_size(size) ||
      !lua_getmetatable(L, idx)) return NULL;
  int same = lua_topointer(L, -1) == metatable;   /* as in clua_toobject */
  lua_settop(L, -2);
  return same ? lua_touserdata(L, idx) : NULL;
}

