/* state.c: making and closing a state with its host data (allocator, deadline, free lists),
 * the panic handler and the warning function. The lifecycle is one job: everything a state
 * owns is created and released here, in one order. */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int clua_panic(lua_State *L) {
  const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(error object is not a string)";
  fprintf(stderr, "alongside: unprotected Lua error: %s\n", msg);
  fflush(stderr);
  abort();
  return 0;
}

/* Lua's warn(): off until "@on", like lua.c. Whether a warning is being continued is the
 * state's own (it was a process-wide static: two states' warnings interleaved wrongly). */
/* Whether this piece continues a warning "error in __gc (not enough memory)": Lua sends the
 * error of a finalizer as the pieces "error in ", "__gc", " (", message, ")", and only warns,
 * so this is how the limited call learns that a finalizer reached the memory cap. */
static void note_gc_memory_error(CLuaHost *h, const char *msg) {
  int piece = h->warn_piece;
  static const char *const expected[] = {"error in ", "__gc", " ("};
  if (piece < 3) h->warn_gc_error = (piece == 0 || h->warn_gc_error) && strcmp(msg, expected[piece]) == 0;
  else if (piece == 3 && h->warn_gc_error && strcmp(msg, "not enough memory") == 0) h->gc_memory_errors++;
}

static void clua_warn(void *ud, const char *msg, int tocont) {
  CLuaHost *h = ud;
  if (!h->warn_continuing) h->warn_piece = 0;
  note_gc_memory_error(h, msg);
  h->warn_piece++;
  if (!h->warn_continuing && msg[0] == '@') {
    if (strcmp(msg, "@on") == 0) h->warn_on = 1;
    else if (strcmp(msg, "@off") == 0) h->warn_on = 0;
    return;
  }
  if (h->warn_on) {
    if (!h->warn_continuing) fputs("Lua warning: ", stderr);
    fputs(msg, stderr);
    if (!tocont) fputc('\n', stderr);
  }
  h->warn_continuing = tocont;
}

lua_State *clua_newstate(size_t memory_limit) {
  CLuaHost *h = calloc(1, sizeof *h);
  if (!h) return NULL;
  h->limit = memory_limit;
  h->swift_active = 1;
  h->blocks = sb_create();
  if (!h->blocks) {
    free(h);
    return NULL;
  }
  deadline_init(h);
  lua_State *L = lua_newstate(clua_alloc, h);
  if (!L) {
    deadline_destroy(h);
    sb_destroy(h->blocks);
    free(h);
    return NULL;
  }
  *(CLuaHost **)lua_getextraspace(L) = h;
  /* Lua 5.4's generational collector: a spec's garbage is mostly young (luassert's state
   * tables, argument lists, a test's scene), which a minor collection frees while it is still
   * in cache; about 6 % faster on the seed scenario than the incremental default (see
   * BENCHMARKS.md). A spec may switch back with collectgarbage("incremental"). */
  lua_gc(L, LUA_GCGEN, 0, 0);
  h->current = L;
  lua_atpanic(L, clua_panic);
  lua_setwarnf(L, clua_warn, h);
  return L;
}

void clua_close(lua_State *L) {
  CLuaHost *h = host(L);
  deadline_stop(h);
  h->swift_active = 0;  /* __gc metamethods run Lua code; let the VM handle its own failures */
  h->closing = 1;       /* a Lua __gc run by lua_close may not call into Swift (trampoline) */
  lua_close(L);
  capture_destroy(h->capture);
  sb_destroy(h->blocks);
  deadline_destroy(h);
  free(h);
}

size_t clua_memory_used(lua_State *L) { return host(L)->used; }
size_t clua_memory_peak(lua_State *L) { return host(L)->peak; }

void replace_library_functions(lua_State *L, const char *library, const luaL_Reg *functions) {
  if (lua_getglobal(L, library) == LUA_TTABLE) {
    for (const luaL_Reg *f = functions; f->name; f++) {
      lua_pushcfunction(L, f->func);
      lua_setfield(L, -2, f->name);
    }
  }
  lua_settop(L, -2);
}
