/* CLua: Debian's Lua 5.4 headers, plus prefixed stand-ins for the macros Swift cannot import.
 * Only non-raising macros get a stand-in: the raising ones (luaL_checkstring, luaL_argcheck,
 * lua_call, ...) are deliberately absent so Swift cannot reach them by accident. */
#ifndef CLUA_H
#define CLUA_H

#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>

/* LUA_REGISTRYINDEX is an expression Swift cannot import. */
static const int clua_REGISTRYINDEX = LUA_REGISTRYINDEX;

/* lua_upvalueindex is a function-like macro. */
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }

/* lua_pop is a macro over lua_settop; safe while no code uses lua_toclose. */
static inline void clua_pop(lua_State *L, int n) { lua_settop(L, -(n)-1); }

/* lua_newtable is a macro over lua_createtable. */
static inline void clua_newtable(lua_State *L) { lua_createtable(L, 0, 0); }

/* lua_tostring is a macro over lua_tolstring; callers check the type first (it converts numbers). */
static inline const char *clua_tostring(lua_State *L, int i) { return lua_tolstring(L, i, NULL); }

/* lua_tonumber and lua_tointeger are macros over the x variants. */
static inline lua_Number clua_tonumber(lua_State *L, int i) { return lua_tonumberx(L, i, NULL); }
static inline lua_Integer clua_tointeger(lua_State *L, int i) { return lua_tointegerx(L, i, NULL); }

/* lua_insert, lua_remove and lua_replace are macros over lua_rotate and lua_copy. */
static inline void clua_insert(lua_State *L, int i) { lua_rotate(L, i, 1); }
static inline void clua_remove(lua_State *L, int i) { lua_rotate(L, i, -1); lua_settop(L, -2); }
static inline void clua_replace(lua_State *L, int i) { lua_copy(L, -1, i); lua_settop(L, -2); }

/* lua_pushcfunction is a macro over lua_pushcclosure. */
static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcclosure(L, f, 0); }

/* lua_pushglobaltable is a macro over a raw registry read (never raises). */
static inline void clua_pushglobaltable(lua_State *L) { lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS); }

/* lua_isnoneornil is a macro over lua_type. */
static inline int clua_isnoneornil(lua_State *L, int i) { return lua_type(L, i) <= 0; }

/* lua_gc is variadic in 5.4, which Swift cannot call. */
static inline int clua_gc(lua_State *L, int what) { return lua_gc(L, what, 0); }

#endif
