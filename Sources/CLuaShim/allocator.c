/* allocator.c: Lua's allocator for every state: counts bytes, enforces the memory cap, and
 * serves small blocks from per-state free lists. Its own file because the rule it keeps (never
 * fail while Swift frames are live; raise the overrun once they are gone) is subtle and is the
 * whole job. */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <stdlib.h>
#include <string.h>

/* Frees a block of `size` bytes (ptr may be NULL) to where it came from. */
static void release_block(CLuaHost *h, void *ptr, size_t size) {
  if (!ptr) return;
  if (sb_pooled(size)) sb_free(h->blocks, ptr, size);
  else free(ptr);
}

/* A block of nsize bytes holding the first min(old, nsize) bytes of ptr (old bytes; ptr may be
 * NULL with old 0); NULL if memory is exhausted, leaving ptr as it was. Small blocks come from
 * the free lists, others from malloc. */
static void *resize_block(CLuaHost *h, void *ptr, size_t old, size_t nsize) {
  int from_pool = ptr && sb_pooled(old), to_pool = sb_pooled(nsize);
  if (!from_pool && !to_pool) return realloc(ptr, nsize);
  if (from_pool && to_pool && sb_same_class(old, nsize)) return ptr;
  void *p = to_pool ? sb_alloc(h->blocks, nsize) : malloc(nsize);
  if (!p) return NULL;
  if (ptr) {
    memcpy(p, ptr, old < nsize ? old : nsize);
    release_block(h, ptr, old);
  }
  return p;
}

/* Whether a Lua or C function runs above the innermost Swift callback on its thread: a __gc
 * finalizer the collector started inside one of Swift's API calls (Swift calls no API that
 * runs Lua code). The collector runs finalizers in a protected call, so failing there unwinds
 * only to it, never through Swift; without this a finalizer could allocate without limit
 * while Swift was active. Reads only the thread's call chain: nothing here allocates. */
static int above_swift_frame(CLuaHost *h) {
  lua_Debug ar;
  if (!h->swift_thread || !lua_getstack(h->swift_thread, 0, &ar)) return 0;
  return (const void *)ar.i_ci != h->swift_frame;
}

/* Counts bytes and enforces the cap. While Swift frames are live it does not fail the
 * allocations Swift's own API calls make: the overrun is recorded and raised as a real memory
 * error once Swift has returned (rule 3). A finalizer running above them fails as usual. */
void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  CLuaHost *h = ud;
  size_t old = ptr ? osize : 0;  /* when ptr is NULL, osize is a type tag */
  if (nsize == 0) {
    release_block(h, ptr, old);
    h->used -= old;
    return NULL;
  }
  if (h->limit && nsize > old && h->used + (nsize - old) > h->limit) {
    if (!h->swift_active || above_swift_frame(h)) return NULL;  /* Lua raises "not enough memory" */
    h->overrun = 1;
  }
  void *p = resize_block(h, ptr, old, nsize);
  if (!p) {
    if (nsize <= old) {
      /* Lua assumes a shrink never fails: keep the block, which is big enough. Lua will free
       * it by its new size: a pooled block then goes on a smaller class's list, and a malloc'd
       * one shrunk into the lists' range goes on a list too and is never given back to malloc
       * (a leak, only after malloc has failed). */
      p = ptr;
    } else {
      if (h->swift_active) abort();
      return NULL;
    }
  }
  h->used = h->used - old + nsize;
  if (h->used > h->peak) h->peak = h->used;
  return p;
}

int raise_memory_error(lua_State *L, CLuaHost *h) {
  lua_newuserdatauv(L, h->limit + 1, 0);  /* fails: the allocator returns NULL */
  return 0;
}

/* Raises a genuine LUA_ERRMEM if an overrun happened while Swift was active, or Swift was
 * refused memory it asked for. Only called when no Swift frame is live (the caller checked
 * swift_active is 0). */
void settle_overrun(lua_State *L, CLuaHost *h) {
  if (!h->overrun) return;
  int refused = h->refused;
  h->overrun = 0;
  h->refused = 0;
  lua_gc(L, LUA_GCCOLLECT);
  if (h->limit && (refused || h->used > h->limit)) raise_memory_error(L, h);
}

/* Memory the host holds for the state (the simulation's rows, its log) counts against the
 * same cap as Lua's own; see CLuaShim.h. */
int clua_reserve(lua_State *L, size_t bytes) {
  CLuaHost *h = host(L);
  if (h->limit && (bytes > h->limit || h->used > h->limit - bytes)) {
    h->refused = 1;
    h->overrun = 1;
    return 0;
  }
  h->used += bytes;
  if (h->used > h->peak) h->peak = h->used;
  return 1;
}

void clua_release(lua_State *L, size_t bytes) {
  CLuaHost *h = host(L);
  h->used = bytes < h->used ? h->used - bytes : 0;
}

int clua_memory_exhausted(lua_State *L) {
  CLuaHost *h = host(L);
  return h->overrun || (h->limit && h->used > h->limit);
}
