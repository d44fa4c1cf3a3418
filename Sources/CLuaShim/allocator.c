/* allocator.c: Lua's allocator for every state: counts bytes, enforces the memory cap, and
 * serves small blocks from per-state free lists. Its own file because the rule it keeps (never
 * fail while Swift frames are live; raise the overrun once they are gone) is subtle and is the
 * whole job. */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <stdlib.h>
#include <string.h>

/* Counts bytes and enforces the cap. While Swift frames are live it never fails: the overrun
 * is recorded and raised as a real memory error once Swift has returned (rule 3). */
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

void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  CLuaHost *h = ud;
  size_t old = ptr ? osize : 0;  /* when ptr is NULL, osize is a type tag */
  if (nsize == 0) {
    release_block(h, ptr, old);
    h->used -= old;
    return NULL;
  }
  if (h->limit && nsize > old && h->used + (nsize - old) > h->limit) {
    if (!h->swift_active) return NULL;  /* Lua raises "not enough memory" itself */
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

/* Raises a genuine LUA_ERRMEM if an overrun happened while Swift was active. Only called
 * when no Swift frame is live (the caller checked swift_active is 0). */
void settle_overrun(lua_State *L, CLuaHost *h) {
  if (!h->overrun) return;
  h->overrun = 0;
  lua_gc(L, LUA_GCCOLLECT);
  if (h->limit && h->used > h->limit)
    lua_newuserdatauv(L, h->limit + 1, 0);  /* fails: the allocator returns NULL */
}
