/* trampolines.c: Swift functions as Lua C closures. A Swift callback never raises: it returns
 * a code, and the trampoline raises after the Swift frame is gone (no longjmp across Swift). */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <stdio.h>

static const char kFunctionBox = 0;

/* __gc of a closure box or an object: release the Swift side once, then forget it. */
int box_gc(lua_State *L) {
  CLuaBox *b = lua_type(L, 1) == LUA_TUSERDATA && lua_rawlen(L, 1) == sizeof(CLuaBox)
    ? lua_touserdata(L, 1) : NULL;    /* not a box: a value given a box's metatable */
  if (b && b->ctx) {
    void *ctx = b->ctx;
    clua_Release release = b->release;
    b->ctx = NULL;
    b->call = NULL;
    CLuaCall *outermost = NULL;           /* its function's outermost running call: CLuaCall */
    for (CLuaCall *c = host(L)->calls; c; c = c->outer) {
      if (c->box == b && c->ctx == ctx) outermost = c;
    }
    if (outermost && !outermost->release) outermost->release = release;
    else if (release) release(ctx);   /* (a record that holds a release already keeps its own) */
  }
  return 0;
}

/* Turns a callback's return code into a Lua error, after every Swift frame has returned. */
static int raise_code(lua_State *L, int rc, int top0) {
  switch (rc) {
    case CLUA_TYPEERROR: {
      char expected[128];
      int arg = (int)lua_tointegerx(L, -2, NULL);
      const char *s = lua_tostring(L, -1);
      snprintf(expected, sizeof expected, "%s", s ? s : "?");
      lua_settop(L, top0);                /* luaL_typeerror reports the type found at arg */
      return luaL_typeerror(L, arg, expected);
    }
    case CLUA_ARGERROR: {
      int arg = (int)lua_tointegerx(L, -2, NULL);
      const char *s = lua_tostring(L, -1); /* stays alive: it is on the stack */
      return luaL_argerror(L, arg, s ? s : "?");
    }
    case CLUA_ERRMSG:
      luaL_where(L, 1);                   /* push position */
      lua_rotate(L, -2, 1);               /* put it under the message */
      lua_concat(L, 2);
      return lua_error(L);
    default:
      return lua_error(L);
  }
}

static int trampoline(lua_State *L) {
  CLuaBox *b = box_at(L, lua_upvalueindex(1), &kFunctionBox);
  CLuaHost *h = host(L);
  if (!b || !b->call) return luaL_error(L, "attempt to call a released function");
  /* A Lua finalizer run by lua_close: the Swift objects behind the host functions are being
   * torn down (references already read as nil), so nothing of Swift's may run. */
  if (h->closing) return luaL_error(L, "attempt to call a host function while the Lua state closes");
  int top0 = lua_gettop(L);
  int was = h->swift_active;
  lua_State *outer_thread = h->swift_thread;
  const void *outer_frame = h->swift_frame;
  lua_Debug ar;
  h->swift_thread = lua_getstack(L, 0, &ar) ? L : NULL;  /* level 0: this C function */
  h->swift_frame = h->swift_thread ? (const void *)ar.i_ci : NULL;
  h->swift_active = 1;
  /* A box finalized while its function runs leaves its release to this call (CLuaCall); the
   * box is not touched after the call, as Lua may have freed it by then. */
  CLuaCall call = { b, b->ctx, NULL, h->calls };
  h->calls = &call;
  int rc = b->call(L, call.ctx);          /* Swift runs here and never raises */
  h->calls = call.outer;
  if (call.release) call.release(call.ctx);
  h->swift_active = was;
  h->swift_thread = outer_thread;
  h->swift_frame = outer_frame;
  /* Swift frames are gone: raising is safe now, unless Swift itself called into Lua (a __gc
   * during a Swift-side collection); then the overrun waits for the next protected call. */
  if (!was) settle_overrun(L, h);
  return rc >= 0 ? rc : raise_code(L, rc, top0);
}

static void push_box(lua_State *L, clua_Callback call, void *ctx, clua_Release release) {
  CLuaBox *b = lua_newuserdatauv(L, sizeof *b, 0);
  b->call = call;                         /* fill the block before it can be finalised */
  b->ctx = ctx;
  b->release = release;
  b->tag = &kFunctionBox;
  if (luaL_newmetatable(L, "alongside.box")) {
    lua_pushcfunction(L, box_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushliteral(L, "locked");
    lua_setfield(L, -2, "__metatable");
  }
  lua_setmetatable(L, -2);
}

void clua_pushclosure(lua_State *L, clua_Callback call, void *ctx, clua_Release release) {
  push_box(L, call, ctx, release);        /* upvalue */
  lua_pushcclosure(L, trampoline, 1);
}

/* __index of an exposed type with fields: reading a method of a live object of the type is
 * answered here, from the methods table, without entering Swift; every other read (getters,
 * unknown keys, finalized objects, foreign arguments) runs the Swift function as the trampoline
 * would, in this same frame, so error positions and function names are those of the trampoline.
 * Upvalues: 1 the box, 2 the methods table, 3 the type's metatable (its address). */
static int index_trampoline(lua_State *L) {
  /* Any key is looked up: the methods table holds string keys only, and a raw read of another
   * key (nil and NaN included) finds nothing and raises nothing. */
  if (lua_type(L, lua_upvalueindex(2)) == LUA_TTABLE) {
    CLuaBox *b = box_at(L, 1, lua_touserdata(L, lua_upvalueindex(3)));
    if (b && b->ctx) {                    /* a live object of the type */
      lua_pushvalue(L, 2);
      if (lua_rawget(L, lua_upvalueindex(2)) != LUA_TNIL) return 1;
      lua_settop(L, -2);
    }
  }
  return trampoline(L);
}

void clua_pushindexclosure(lua_State *L, clua_Callback call, void *ctx, clua_Release release,
                           const void *metatable) {
  push_box(L, call, ctx, release);        /* [methods, box] */
  lua_insert(L, -2);                      /* [box, methods] */
  lua_pushlightuserdata(L, (void *)metatable); /* [box, methods, metatable] */
  lua_pushcclosure(L, index_trampoline, 3);
}

/* A host function's upvalues (its box; an __index function's methods table and metatable) are
 * closed to the debug library, which Lua gives every script: through them a script could
 * finalize or free the box while the function runs, or swap a type's methods. Such a function
 * reads as having no upvalues. Not a wall (package.loadlib can open a fresh debug library when
 * --sandbox is off): the trampoline is safe either way (CLuaCall). The checks and their
 * messages are ldblib.c's (auxupvalue), so a bad argument reads as it did. */
static int is_host_function(lua_State *L, int idx) {
  lua_CFunction f = lua_tocfunction(L, idx);
  return f == trampoline || f == index_trampoline;
}

static int closed_upvalue(lua_State *L, int get) {
  int n = (int)luaL_checkinteger(L, 2);
  luaL_checktype(L, 1, LUA_TFUNCTION);
  if (is_host_function(L, 1)) return 0;
  const char *name = get ? lua_getupvalue(L, 1, n) : lua_setupvalue(L, 1, n);
  if (name == NULL) return 0;
  lua_pushstring(L, name);
  lua_insert(L, -(get + 1));              /* no-op when setting */
  return get + 1;
}

static int closed_getupvalue(lua_State *L) { return closed_upvalue(L, 1); }

static int closed_setupvalue(lua_State *L) {
  luaL_checkany(L, 3);
  return closed_upvalue(L, 0);
}

void close_host_upvalues(lua_State *L) {
  static const luaL_Reg closed[] = {
    {"getupvalue", closed_getupvalue}, {"setupvalue", closed_setupvalue}, {NULL, NULL}};
  replace_library_functions(L, "debug", closed);
}
