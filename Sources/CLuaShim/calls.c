/* calls.c: protected calls from Swift (with a traceback handler), loading chunks and dumping
 * functions. Every entry Swift uses to run Lua code goes through here, so each runs protected
 * and none raises into a Swift frame. */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>
#include <stdlib.h>
#include <string.h>

/* Message handler for clua_pcall: message plus traceback, like lua.c's msghandler. */
int traceback_handler(lua_State *L) {
  int t = lua_type(L, 1);
  const char *msg = (t == LUA_TSTRING || t == LUA_TNUMBER) ? lua_tostring(L, 1) : NULL;
  if (!msg) {
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
    msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  }
  luaL_traceback(L, L, msg, 1);
  return 1;
}

/* Runs lua_pcallk with `handler` inserted below the function; the allocator may fail inside. */
int pcall_with(lua_State *L, int nargs, int nresults, lua_CFunction handler) {
  CLuaHost *h = host(L);
  int base = lua_gettop(L) - nargs;       /* function index */
  lua_pushcfunction(L, handler);          /* push handler */
  lua_rotate(L, base, 1);                 /* put it under the function */
  int was = h->swift_active;
  CLuaCall *calls = h->calls;             /* put back below: no record outlives its frame */
  h->swift_active = 0;
  int status = lua_pcallk(L, nargs, nresults, base, 0, NULL);
  h->swift_active = was;
  h->calls = calls;
  lua_rotate(L, base, -1);                /* remove the handler */
  lua_settop(L, -2);
  return status;
}

static int openlibs_body(lua_State *L) {
  luaL_openlibs(L);
  close_host_upvalues(L);
  return 0;
}

int clua_openlibs(lua_State *L) {
  lua_pushcfunction(L, openlibs_body);
  return pcall_with(L, 0, 0, traceback_handler);
}

int clua_pcall(lua_State *L, int nargs, int nresults) {
  return pcall_with(L, nargs, nresults, traceback_handler);
}

int clua_loadbuffer(lua_State *L, const char *buf, size_t len, const char *chunkname) {
  return luaL_loadbufferx(L, buf, len, chunkname, "t");
}

int clua_loadbinary(lua_State *L, const char *buf, size_t len, const char *chunkname) {
  return luaL_loadbufferx(L, buf, len, chunkname, "b");
}

typedef struct DumpBuffer { unsigned char *data; size_t size, cap; int failed; } DumpBuffer;

static int dump_writer(lua_State *L, const void *p, size_t sz, void *ud) {
  (void)L;
  DumpBuffer *b = ud;
  if (b->size + sz > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 4096;
    while (cap < b->size + sz) cap *= 2;
    unsigned char *data = realloc(b->data, cap);
    if (!data) { b->failed = 1; return 1; }
    b->data = data;
    b->cap = cap;
  }
  memcpy(b->data + b->size, p, sz);
  b->size += sz;
  return 0;
}

unsigned char *clua_dump(lua_State *L, size_t *size) {
  DumpBuffer b = { NULL, 0, 0, 0 };
  *size = 0;
  if (lua_type(L, -1) != LUA_TFUNCTION || lua_iscfunction(L, -1)) return NULL;
  if (lua_dump(L, dump_writer, &b, 0) != 0 || b.failed) { free(b.data); return NULL; }
  *size = b.size;
  return b.data;
}

void clua_free(void *p) { free(p); }
