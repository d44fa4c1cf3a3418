/* shim.c: the allocator, trampolines, message handlers, deadline hook and watchdog.
 * This file is the only place that raises Lua errors on behalf of Swift. */
#include "CLuaShim.h"
#include "small_blocks.h"

#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Per-state host data, reached through lua_getextraspace (copied into every coroutine). */
typedef struct CLuaHost {
  size_t used, limit, peak;
  int swift_active;        /* 1 while Swift frames are live: the allocator must not fail */
  int overrun;             /* an allocation passed the limit while Swift was active */
  int warn_on;             /* warn("@on") / warn("@off") */
  /* the per-call deadline and its watchdog thread */
  pthread_mutex_t mu;
  pthread_cond_t cv;
  pthread_t watchdog;
  int watchdog_started, stopping, watchdog_idle;
  double deadline;         /* monotonic seconds; 0: none */
  double timeout;          /* the limit being enforced, for the message */
  atomic_int expired;
  lua_State *current;      /* the thread running now (main thread or a coroutine) */
  SmallBlocks *blocks;     /* free lists of Lua's small blocks (small_blocks.c) */
  int closing;             /* lua_close is running: Swift's side of the state is going away */
} CLuaHost;

static CLuaHost *host(lua_State *L) { return *(CLuaHost **)lua_getextraspace(L); }

/* Registry keys (addresses only). */
static const char kFailureMT = 0, kPendingMT = 0;

double clua_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---------------------------------------------------------------- allocator */

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

static void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
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
static void settle_overrun(lua_State *L, CLuaHost *h) {
  if (!h->overrun) return;
  h->overrun = 0;
  lua_gc(L, LUA_GCCOLLECT);
  if (h->limit && h->used > h->limit)
    lua_newuserdatauv(L, h->limit + 1, 0);  /* fails: the allocator returns NULL */
}

static int clua_panic(lua_State *L) {
  const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(error object is not a string)";
  fprintf(stderr, "alongside: unprotected Lua error: %s\n", msg);
  fflush(stderr);
  abort();
  return 0;
}

/* Lua's warn(): off until "@on", like lua.c. */
static void clua_warn(void *ud, const char *msg, int tocont) {
  CLuaHost *h = ud;
  static int continuing = 0;
  if (!continuing && msg[0] == '@') {
    if (strcmp(msg, "@on") == 0) h->warn_on = 1;
    else if (strcmp(msg, "@off") == 0) h->warn_on = 0;
    return;
  }
  if (h->warn_on) {
    if (!continuing) fputs("Lua warning: ", stderr);
    fputs(msg, stderr);
    if (!tocont) fputc('\n', stderr);
  }
  continuing = tocont;
}

lua_State *clua_newstate(size_t memory_limit) {
  CLuaHost *h = calloc(1, sizeof *h);
  if (!h) return NULL;
  h->limit = memory_limit;
  h->swift_active = 1;
  pthread_mutex_init(&h->mu, NULL);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&h->cv, &ca);
  pthread_condattr_destroy(&ca);
  h->blocks = sb_create();
  if (!h->blocks) {
    free(h);
    return NULL;
  }
  lua_State *L = lua_newstate(clua_alloc, h);
  if (!L) {
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
  pthread_mutex_lock(&h->mu);
  h->stopping = 1;
  h->deadline = 0;
  pthread_cond_signal(&h->cv);
  pthread_mutex_unlock(&h->mu);
  if (h->watchdog_started) pthread_join(h->watchdog, NULL);
  h->swift_active = 0;  /* __gc metamethods run Lua code; let the VM handle its own failures */
  h->closing = 1;       /* a Lua __gc run by lua_close may not call into Swift (trampoline) */
  lua_close(L);
  sb_destroy(h->blocks);
  pthread_cond_destroy(&h->cv);
  pthread_mutex_destroy(&h->mu);
  free(h);
}

size_t clua_memory_used(lua_State *L) { return host(L)->used; }
size_t clua_memory_peak(lua_State *L) { return host(L)->peak; }

/* ---------------------------------------------------------------- protected calls */

/* Message handler for clua_pcall: message plus traceback, like lua.c's msghandler. */
static int traceback_handler(lua_State *L) {
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
static int pcall_with(lua_State *L, int nargs, int nresults, lua_CFunction handler) {
  CLuaHost *h = host(L);
  int base = lua_gettop(L) - nargs;       /* function index */
  lua_pushcfunction(L, handler);          /* push handler */
  lua_rotate(L, base, 1);                 /* put it under the function */
  int was = h->swift_active;
  h->swift_active = 0;
  int status = lua_pcallk(L, nargs, nresults, base, 0, NULL);
  h->swift_active = was;
  lua_rotate(L, base, -1);                /* remove the handler */
  lua_settop(L, -2);
  return status;
}

static int openlibs_body(lua_State *L) {
  luaL_openlibs(L);
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

/* ---------------------------------------------------------------- trampolines */

typedef struct CLuaBox {
  clua_Callback call;
  void *ctx;
  clua_Release release;
  /* What the box is: &kFunctionBox for a closure's box, or its type's metatable (address) for
   * an object. A script can give any userdata any metatable (debug.setmetatable) or any C
   * closure any upvalue (debug.setupvalue), so neither the metatable nor the upvalue says what
   * a block is; the tag, set when the box is made and out of the script's reach, does. */
  const void *tag;
} CLuaBox;

static const char kFunctionBox = 0;

/* The box at idx if it is a full userdata of a box's size whose tag is `tag`; else NULL.
 * The size check comes first: value types' userdata (plain bytes a script chooses, such as an
 * IndexPath's row and section) are never read as a box. */
static CLuaBox *box_at(lua_State *L, int idx, const void *tag) {
  if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != sizeof(CLuaBox)) return NULL;
  CLuaBox *b = lua_touserdata(L, idx);
  return b->tag == tag ? b : NULL;
}

/* __gc of a closure box or an object: release the Swift side once, then forget it. */
static int box_gc(lua_State *L) {
  CLuaBox *b = lua_type(L, 1) == LUA_TUSERDATA && lua_rawlen(L, 1) == sizeof(CLuaBox)
    ? lua_touserdata(L, 1) : NULL;    /* not a box: a value given a box's metatable */
  if (b && b->ctx) {
    void *ctx = b->ctx;
    b->ctx = NULL;
    b->call = NULL;
    if (b->release) b->release(ctx);
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
  h->swift_active = 1;
  int rc = b->call(L, b->ctx);            /* Swift runs here and never raises */
  h->swift_active = was;
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
  if (lua_type(L, 2) == LUA_TSTRING && lua_type(L, lua_upvalueindex(2)) == LUA_TTABLE) {
    int finalized;
    if (clua_toobject(L, 1, lua_touserdata(L, lua_upvalueindex(3)), &finalized) != NULL) {
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

void clua_pushobject(lua_State *L, void *obj, clua_Release release, const void *key) {
  CLuaBox *b = lua_newuserdatauv(L, sizeof *b, 0);
  b->call = NULL;
  b->ctx = obj;
  b->release = release;
  lua_rawgetp(L, LUA_REGISTRYINDEX, key);
  b->tag = lua_topointer(L, -1);          /* the type's metatable: what clua_toobject checks */
  lua_setmetatable(L, -2);
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

/* The keys of a table, for callers that may not call lua_next themselves (Swift). */
void clua_tablekeys(lua_State *L, int idx) {
  lua_Integer n = 0;
  idx = lua_absindex(L, idx);
  lua_newtable(L);                        /* keys */
  lua_pushnil(L);                         /* keys, nil */
  while (lua_next(L, idx) != 0) {         /* keys, key, value */
    lua_pop(L, 1);                        /* keys, key */
    lua_pushvalue(L, -1);                 /* keys, key, key */
    lua_rawseti(L, -3, ++n);              /* keys, key */
  }                                       /* keys */
}

int clua_newvaluemetatable(lua_State *L, const void *key, const char *name) {
  return new_locked_metatable(L, key, name, "__eq", value_eq);
}

void clua_pushvalue(lua_State *L, const void *bytes, size_t size, const void *key) {
  void *p = lua_newuserdatauv(L, size, 0);
  memcpy(p, bytes, size);
  lua_rawgetp(L, LUA_REGISTRYINDEX, key);
  lua_setmetatable(L, -2);
}

const void *clua_tovalue(lua_State *L, int idx, const void *metatable, size_t size) {
  /* The size too: a script can give any userdata this metatable (debug.setmetatable). */
  if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != size ||
      !lua_getmetatable(L, idx)) return NULL;
  int same = lua_topointer(L, -1) == metatable;   /* as in clua_toobject */
  lua_settop(L, -2);
  return same ? lua_touserdata(L, idx) : NULL;
}

/* ---------------------------------------------------------------- deadline */

/* Count hook armed by the watchdog: raises on every instruction until the protected call
 * ends, so a script cannot swallow the timeout with pcall. */
static void timeout_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  CLuaHost *h = host(L);
  if (!atomic_load(&h->expired)) {        /* a stale hook from an earlier call */
    lua_sethook(L, NULL, 0, 0);
    return;
  }
  lua_sethook(L, timeout_hook, LUA_MASKCOUNT, 1);
  luaL_where(L, 0);                       /* the running function, not its caller */
  lua_pushfstring(L, "timeout: the test ran longer than %f s (--timeout)", h->timeout);
  lua_concat(L, 2);
  lua_error(L);
}

static void *watchdog_main(void *arg) {
  CLuaHost *h = arg;
  pthread_mutex_lock(&h->mu);
  while (!h->stopping) {
    if (h->deadline == 0 || atomic_load(&h->expired)) {
      h->watchdog_idle = 1;
      pthread_cond_wait(&h->cv, &h->mu);
      h->watchdog_idle = 0;
      continue;
    }
    double now = clua_now();
    if (now >= h->deadline) {
      atomic_store(&h->expired, 1);
      lua_sethook(h->current, timeout_hook, LUA_MASKCOUNT, 1);  /* signal-safe in Lua */
      continue;
    }
    struct timespec ts;
    double d = h->deadline;
    ts.tv_sec = (time_t)d;
    ts.tv_nsec = (long)((d - (double)ts.tv_sec) * 1e9);
    pthread_cond_timedwait(&h->cv, &h->mu, &ts);
  }
  pthread_mutex_unlock(&h->mu);
  return NULL;
}

/* A deadline in force, saved while a nested protected call runs. */
typedef struct Deadline { double deadline, timeout; } Deadline;

/* Arms the deadline for the call about to run on L (never later than an enclosing one) and
 * returns the enclosing one. Wakes the watchdog only when it sleeps with no deadline, so a run
 * of short tests costs no thread switches. */
static Deadline arm_deadline(lua_State *L, CLuaHost *h, double seconds) {
  pthread_mutex_lock(&h->mu);
  Deadline outer = { h->deadline, h->timeout };
  double mine = clua_now() + seconds;
  if (outer.deadline == 0 || mine < outer.deadline) {
    h->timeout = seconds;
    h->deadline = mine;
  }
  h->current = L;
  if (!h->watchdog_started) {
    pthread_attr_t attr;                    /* the watchdog only waits: a small stack will do */
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 64 * 1024);
    if (pthread_create(&h->watchdog, &attr, watchdog_main, h) == 0) h->watchdog_started = 1;
    pthread_attr_destroy(&attr);
  } else if (h->watchdog_idle) {
    pthread_cond_signal(&h->cv);
  }
  pthread_mutex_unlock(&h->mu);
  return outer;
}

/* Ends the call's deadline and restores the enclosing one; returns 1 if the call timed out
 * (even if the script caught the error and returned normally, e.g. `return pcall(loop)`). */
static int disarm_deadline(lua_State *L, CLuaHost *h, Deadline outer) {
  pthread_mutex_lock(&h->mu);
  int expired = atomic_load(&h->expired);
  if (expired) {
    atomic_store(&h->expired, 0);
    lua_sethook(L, NULL, 0, 0);
  }
  h->deadline = outer.deadline;
  h->timeout = outer.timeout;
  h->current = L;
  if (outer.deadline != 0 && h->watchdog_idle) pthread_cond_signal(&h->cv);
  pthread_mutex_unlock(&h->mu);
  return expired;
}

/* ---------------------------------------------------------------- __alongside.protect */

/* A string error that already carries its traceback (a Lua callback's error that Swift kept
 * and re-raised once the Swift frames returned: "message\nstack traceback:\n..."): sets the
 * result table's message to the text before it and its traceback to the carried one, the
 * frames where the error happened, so the report shows one traceback, not two. Returns 0 for
 * other errors. The result table is on top; `idx` is the error. */
static int carried_traceback(lua_State *L, int idx) {
  static const char marker[] = "\nstack traceback:\n";
  if (lua_type(L, idx) != LUA_TSTRING) return 0;
  size_t len;
  const char *msg = lua_tolstring(L, idx, &len);
  const char *at = strstr(msg, marker);
  if (!at) return 0;
  lua_pushlstring(L, msg, (size_t)(at - msg));
  lua_setfield(L, -2, "message");
  lua_pushlstring(L, at + 1, len - (size_t)(at + 1 - msg));
  lua_setfield(L, -2, "traceback");
  return 1;
}

/* Message handler for protect: classifies the error and captures the traceback at the error
 * point. Written in C so that a sticky timeout hook cannot fire inside it. */
static int classify_handler(lua_State *L) {
  CLuaHost *h = host(L);
  const char *kind = "error";
  int is_failure = 0;
  if (atomic_load(&h->expired)) {
    kind = "timeout";
  } else if (lua_getmetatable(L, 1)) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kFailureMT);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &kPendingMT);
    if (lua_rawequal(L, -3, -2)) { kind = "failure"; is_failure = 1; }
    else if (lua_rawequal(L, -3, -1)) { kind = "pending"; is_failure = 1; }
    lua_settop(L, 1);
  }
  lua_createtable(L, 0, 4);                       /* result */
  lua_pushstring(L, kind);
  lua_setfield(L, -2, "kind");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "object");
  if (is_failure) {                               /* message = e.message (raw) */
    lua_pushliteral(L, "message");
    lua_rawget(L, 1);
  } else if (lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER) {
    lua_pushvalue(L, 1);
  } else if (lua_type(L, 1) == LUA_TNIL) {
    lua_pushliteral(L, "nil");
  } else if (strcmp(kind, "timeout") != 0 && luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
    lua_settop(L, -2);
    luaL_tolstring(L, 1, NULL);
  } else {
    lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  }
  lua_setfield(L, -2, "message");
  if (!carried_traceback(L, 1)) {
    luaL_traceback(L, L, NULL, 1);
    lua_setfield(L, -2, "traceback");
  }
  return 1;
}

/* protect(timeout, fn, ...) -> true, results... | false, kind, message, traceback, object
 * Runs fn under a deadline (timeout seconds; 0 for none) and the classifying handler. */
static int l_protect(lua_State *L) {
  CLuaHost *h = host(L);
  double timeout = lua_tonumberx(L, 1, NULL);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  int nargs = lua_gettop(L) - 2;
  lua_pushcfunction(L, classify_handler);
  lua_replace(L, 1);                              /* handler at 1, fn at 2 */
  if (h->limit && h->used > h->limit) lua_gc(L, LUA_GCCOLLECT);
  settle_overrun(L, h);                           /* an overrun left by a Swift-side __gc */
  if (!(timeout > 0) || timeout > 1e9) timeout = 0; /* NaN, negative, huge: no deadline */
  Deadline outer = { 0, 0 };
  if (timeout > 0) outer = arm_deadline(L, h, timeout);
  int status = lua_pcallk(L, nargs, LUA_MULTRET, 1, 0, NULL);
  double limit = h->timeout;
  if (timeout > 0 && disarm_deadline(L, h, outer) && status == LUA_OK) {
    lua_settop(L, 1);                             /* the script caught the timeout: still one */
    lua_pushboolean(L, 0);
    lua_pushliteral(L, "timeout");
    lua_pushfstring(L, "timeout: the test ran longer than %f s (--timeout)", limit);
    lua_pushliteral(L, "");
    lua_pushnil(L);
    return 5;
  }
  if (status == LUA_OK) {
    lua_pushboolean(L, 1);
    lua_replace(L, 1);                            /* true replaces the handler */
    return lua_gettop(L);
  }
  if (lua_type(L, -1) == LUA_TTABLE && status == LUA_ERRRUN) {
    lua_pushboolean(L, 0);
    lua_getfield(L, -2, "kind");
    lua_getfield(L, -3, "message");
    lua_getfield(L, -4, "traceback");
    lua_getfield(L, -5, "object");
    return 5;
  }
  /* memory errors skip the handler; errors in the handler come as strings */
  lua_pushboolean(L, 0);
  if (status == LUA_ERRMEM) {
    lua_pushliteral(L, "memory");
    lua_pushfstring(L, "not enough memory: the Lua state reached its limit of %d MiB (--memory-limit)",
                    (int)(h->limit / (1024 * 1024)));
  } else {
    lua_pushliteral(L, "error");
    lua_pushvalue(L, -3);
  }
  lua_pushliteral(L, "");
  lua_pushvalue(L, -5);
  return 5;
}

/* setkinds(failureMT, pendingMT): the metatables that mark assertion failures and pending. */
static int l_setkinds(lua_State *L) {
  lua_settop(L, 2);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &kPendingMT);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &kFailureMT);
  return 0;
}

static int l_now(lua_State *L) {
  lua_pushnumber(L, clua_now());
  return 1;
}

static int l_memory(lua_State *L) {
  lua_pushinteger(L, (lua_Integer)host(L)->used);
  return 1;
}

/* ---------------------------------------------------------------- coroutines */

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

static int openharness_body(lua_State *L) {
  static const luaL_Reg harness[] = {
    {"protect", l_protect}, {"setkinds", l_setkinds}, {"now", l_now}, {"memory", l_memory},
    {NULL, NULL}};
  lua_createtable(L, 0, 4);
  for (const luaL_Reg *r = harness; r->name; r++) {
    lua_pushcfunction(L, r->func);
    lua_setfield(L, -2, r->name);
  }
  lua_setglobal(L, "__alongside");
  if (lua_getglobal(L, "coroutine") == LUA_TTABLE) {
    lua_pushcfunction(L, co_resume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, co_wrap);
    lua_setfield(L, -2, "wrap");
  }
  lua_settop(L, -2);
  return 0;
}

int clua_openharness(lua_State *L) {
  lua_pushcfunction(L, openharness_body);
  return pcall_with(L, 0, 0, traceback_handler);
}
