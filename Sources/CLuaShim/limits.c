/* limits.c: the limited call — a function run under a deadline and the memory cap, with a
 * typed outcome — and the small library around it (clock, memory) that LuaKit hands to its
 * caller. It knows nothing of tests: what an outcome means, and its words, are the caller's
 * (LuaSpec's runner renders "the test ran longer than ... (--timeout)"). */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <string.h>

/* The traceback a string error already carries (a Lua callback's error that Swift kept and
 * re-raised once the Swift frames returned: "message\nstack traceback:\n..."), pushed, or
 * nothing; returns whether it pushed one. The report then shows the frames where the error
 * happened, once. */
static int push_carried_traceback(lua_State *L, int idx) {
  static const char marker[] = "\nstack traceback:\n";
  if (lua_type(L, idx) != LUA_TSTRING) return 0;
  size_t len;
  const char *msg = lua_tolstring(L, idx, &len);
  const char *at = strstr(msg, marker);
  if (!at) return 0;
  lua_pushlstring(L, at + 1, len - (size_t)(at + 1 - msg));
  return 1;
}

/* Message handler of the limited call: keeps the error object and captures, at the error
 * point, the traceback and the position of the function that raised. Written in C so that a
 * sticky timeout hook cannot fire inside it. Leaves a table {object, traceback, position}. */
static int capture_handler(lua_State *L) {
  lua_createtable(L, 3, 0);                       /* record */
  lua_pushvalue(L, 1);
  lua_rawseti(L, -2, 1);
  if (!push_carried_traceback(L, 1)) luaL_traceback(L, L, NULL, 1);
  lua_rawseti(L, -2, 2);
  luaL_where(L, 1);                               /* the function that raised (or was stopped) */
  lua_rawseti(L, -2, 3);
  return 1;
}

/* call(seconds, fn, ...) -> true, results... | false, outcome, object, traceback, position
 * Runs fn under a deadline (seconds; 0 for none) and the state's memory cap. outcome is
 * "timeout" (the deadline passed, even if the script caught the error: object is then nil;
 * position is where the code was stopped), "memory" (the cap was reached; position is "__gc"
 * when a finalizer reached it, which Lua itself only warns of) or "error"
 * (anything else; object is what was raised, position that of the running function when it
 * was raised, "" for a C function such as error). */
static int l_call(lua_State *L) {
  CLuaHost *h = host(L);
  double timeout = lua_tonumberx(L, 1, NULL);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  int nargs = lua_gettop(L) - 2;
  lua_pushcfunction(L, capture_handler);
  lua_replace(L, 1);                              /* handler at 1, fn at 2 */
  if (h->limit && h->used > h->limit) lua_gc(L, LUA_GCCOLLECT);
  settle_overrun(L, h);                           /* an overrun left by a Swift-side __gc */
  if (!(timeout > 0) || timeout > 1e9) timeout = 0; /* NaN, negative, huge: no deadline */
  Deadline outer = { 0, 0 };
  if (timeout > 0) outer = arm_deadline(L, h, timeout);
  unsigned gc_memory_errors = h->gc_memory_errors;
  int status = lua_pcallk(L, nargs, LUA_MULTRET, 1, 0, NULL);
  /* untimed, inside a timed call: the enclosing deadline may have passed meanwhile */
  int expired = timeout > 0 ? disarm_deadline(L, h, outer) : atomic_load(&h->expired);
  /* A finalizer that reached the cap: Lua only warned, so the call's own outcome is "memory". */
  int gc_memory = h->gc_memory_errors != gc_memory_errors;
  if (status == LUA_OK && gc_memory && !expired) {
    /* memory is at the cap: push only strings Lua already holds (they allocate nothing) */
    lua_settop(L, 0);
    lua_pushboolean(L, 0);
    lua_pushliteral(L, "memory");
    lua_pushliteral(L, "not enough memory");
    lua_pushliteral(L, "");
    lua_pushliteral(L, "__gc");
    return 5;
  }
  if (status == LUA_OK && !expired) {
    lua_pushboolean(L, 1);
    lua_replace(L, 1);                            /* true replaces the handler */
    return lua_gettop(L);
  }
  lua_pushboolean(L, 0);                          /* [..., error, false] */
  lua_pushstring(L, expired ? "timeout" : status == LUA_ERRMEM ? "memory" : "error");
  if (status == LUA_OK) {                         /* the script caught the timeout: still one */
    lua_pushnil(L);
    lua_pushliteral(L, "");
    push_stopped_at(L);
  } else if (status == LUA_ERRRUN && lua_type(L, -3) == LUA_TTABLE) {
    lua_rawgeti(L, -3, 1);
    lua_rawgeti(L, -4, 2);
    if (expired) push_stopped_at(L);              /* inside a coroutine, perhaps */
    else lua_rawgeti(L, -5, 3);
  } else {                                        /* memory errors skip the handler; errors */
    lua_pushvalue(L, -3);                         /* in the handler come as strings */
    lua_pushliteral(L, "");
    lua_pushliteral(L, "");
  }
  return 5;
}

static int l_now(lua_State *L) {
  lua_pushnumber(L, clua_now());
  return 1;
}

static int l_memory(lua_State *L) {
  lua_pushinteger(L, (lua_Integer)host(L)->used);
  return 1;
}

/* line(level) -> the current line of the function `level` frames up (as debug.getinfo(level,
 * 'l').currentline counts: 1 is line's caller; -1 for a C function), or 0 when there is no
 * such frame. debug.getinfo builds a table each call,
 * about 1 µs a declaration (a spec's `it` asks where it was called); this builds nothing. */
static int l_line(lua_State *L) {
  lua_Debug ar;
  lua_Integer level = lua_tointegerx(L, 1, NULL);
  int line = 0;
  if (level >= 0 && level <= 1000000 && lua_getstack(L, (int)level, &ar) && lua_getinfo(L, "l", &ar))
    line = ar.currentline;
  lua_pushinteger(L, line);
  return 1;
}

static int openlimits_body(lua_State *L) {
  static const luaL_Reg limits[] = {
    {"call", l_call}, {"now", l_now}, {"memory", l_memory}, {"line", l_line}, {NULL, NULL}};
  lua_createtable(L, 0, 4);
  for (const luaL_Reg *r = limits; r->name; r++) {
    lua_pushcfunction(L, r->func);
    lua_setfield(L, -2, r->name);
  }
  install_coroutines(L);
  return 1;
}

int clua_openlimits(lua_State *L) {
  lua_pushcfunction(L, openlimits_body);
  return pcall_with(L, 0, 1, traceback_handler);
}

void clua_pushlimitedcall(lua_State *L) {
  lua_pushcfunction(L, l_call);
}
