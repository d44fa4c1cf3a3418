/* coroutines.c: lcorolib's resume and wrap, changed so the deadline follows the running
 * coroutine. Its own file: a copy of Lua's code with one change, easy to compare with lcorolib. */
#include "host.h"

#include <lua5.4/lauxlib.h>

/* lcorolib's resume and wrap, with one change: the host records which thread is running, so
 * the watchdog can arm its hook there, and an expired deadline follows an error out. */
static int auxresume(lua_State *L, lua_State *co, int narg) {
  CLuaHost *h = host(L);
  int status, nres;
  if (!lua_checkstack(co, narg)) {
    lua_pushliteral(L, "too many arguments to resume");
    return -1;
  }
  lua_xmove(L, co, narg);
  pthread_mutex_lock(&h->mu);
  h->current = co;
  if (atomic_load(&h->expired)) lua_sethook(co, timeout_hook, LUA_MASKCOUNT, 1);
  pthread_mutex_unlock(&h->mu);
  status = lua_resume(co, L, narg, &nres);
  pthread_mutex_lock(&h->mu);
  h->current = L;
  if (atomic_load(&h->expired)) lua_sethook(L, timeout_hook, LUA_MASKCOUNT, 1);
  pthread_mutex_unlock(&h->mu);
  if (status == LUA_OK || status == LUA_YIELD) {
    if (!lua_checkstack(L, nres + 1)) {
      lua_settop(co, -nres - 1);
      lua_pushliteral(L, "too many results to resume");
      return -1;
    }
    lua_xmove(co, L, nres);
    return nres;
  }
  lua_xmove(co, L, 1);                            /* move the error message */
  return -1;
}

static lua_State *getco(lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  luaL_argexpected(L, co, 1, "thread");  /* Debian 5.4.4 says "thread expected" */
  return co;
}

static int co_resume(lua_State *L) {
  lua_State *co = getco(L);
  int r = auxresume(L, co, lua_gettop(L) - 1);
  if (r < 0) {
    lua_pushboolean(L, 0);
    lua_rotate(L, -2, 1);
    return 2;
  }
  lua_pushboolean(L, 1);
  lua_rotate(L, -(r + 1), 1);
  return r + 1;
}

static int auxwrap(lua_State *L) {
  lua_State *co = lua_tothread(L, lua_upvalueindex(1));
  int r = auxresume(L, co, lua_gettop(L));
  if (r < 0) {
    int stat = lua_status(co);
    if (stat != LUA_OK && stat != LUA_YIELD) {
      stat = lua_resetthread(co);                 /* close its to-be-closed variables */
      lua_xmove(co, L, 1);
    }
    if (stat != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
      luaL_where(L, 1);
      lua_rotate(L, -2, 1);
      lua_concat(L, 2);
    }
    return lua_error(L);
  }
  return r;
}

static int co_wrap(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_State *NL = lua_newthread(L);
  lua_pushvalue(L, 1);
  lua_xmove(L, NL, 1);
  lua_pushcclosure(L, auxwrap, 1);
  return 1;
}


/* Replaces coroutine.resume and coroutine.wrap (if the coroutine library is open). */
void install_coroutines(lua_State *L) {
  static const luaL_Reg watched[] = {{"resume", co_resume}, {"wrap", co_wrap}, {NULL, NULL}};
  replace_library_functions(L, "coroutine", watched);
}
