/* host.h: the per-state host data every file of the shim shares, and the few functions one
 * job's file offers another. Private to CLuaShim (not under include/).
 *
 * All mutable state lives in CLuaHost, one per lua_State: nothing process-wide, so any number
 * of states (and threads, each with its own states) can run side by side. */
#ifndef CLUASHIM_HOST_H
#define CLUASHIM_HOST_H

#include "CLuaShim.h"
#include "small_blocks.h"

#include <lua5.4/lauxlib.h>

#include <pthread.h>
#include <stdatomic.h>

/* How many freed registry reference numbers the host keeps for reuse (refs.c); beyond that
 * they go to luaL_unref's own free list. */
#define CLUA_FREE_REFS 64

/* One call of a host function that is running (the trampoline's, on its C stack), innermost
 * first from CLuaHost.calls. A box finalized while its function runs hands its release to the
 * outermost such call (box_gc), which runs it once the call has returned: the closure and its
 * captures are in use until then. The trampoline never touches the box after the call (a
 * script may have let Lua free it: a fresh debug library from package.loadlib reaches a host
 * function's upvalue). A box and its Swift context together name a call's function: a box
 * freed under a call and made again at the same address holds another context. */
typedef struct CLuaCall {
  struct CLuaBox *box;
  void *ctx;                  /* the box's context when the call began */
  clua_Release release;       /* set by box_gc: run with ctx once the call has returned */
  struct CLuaCall *outer;
} CLuaCall;

/* Per-state host data, reached through lua_getextraspace (copied into every coroutine). */
typedef struct CLuaHost {
  size_t used, limit, peak;
  int swift_active;        /* 1 while Swift frames are live: the allocator must not fail */
  int overrun;             /* an allocation passed the limit while Swift was active */
  int refused;             /* Swift asked to hold memory past the limit (clua_reserve) */
  /* The thread and call frame of the innermost Swift callback (trampoline): a frame above it
   * on that thread is a __gc finalizer the collector runs inside one of Swift's API calls,
   * which runs protected, so the allocator may fail there (allocator.c). */
  lua_State *swift_thread;
  const void *swift_frame;
  unsigned gc_memory_errors;   /* finalizers that ran out of memory (Lua only warns of them) */
  int warn_piece;          /* which piece of a continued warning comes next */
  int warn_gc_error;       /* the warning so far reads "error in __gc (" */
  int warn_on;             /* warn("@on") / warn("@off") */
  int warn_continuing;     /* the last warning piece said more was coming */
  /* the per-call deadline and its watchdog thread (deadline.c) */
  pthread_mutex_t mu;
  pthread_cond_t cv;
  pthread_t watchdog;
  int watchdog_started, stopping, watchdog_idle;
  double deadline;         /* monotonic seconds; 0: none */
  double timeout;          /* the limit being enforced */
  atomic_int expired;
  lua_State *current;      /* the thread running now (main thread or a coroutine) */
  SmallBlocks *blocks;     /* free lists of Lua's small blocks (small_blocks.c) */
  int closing;             /* lua_close is running: Swift's side of the state is going away */
  CLuaCall *calls;         /* the host functions running now, innermost first (trampolines.c) */
  struct CaptureStage *capture;  /* the captured standard streams (capture.c), or NULL */
  /* registry reference numbers Swift has freed, reused first (refs.c) */
  int free_refs[CLUA_FREE_REFS];
  int free_ref_count;
} CLuaHost;

static inline CLuaHost *host(lua_State *L) { return *(CLuaHost **)lua_getextraspace(L); }

/* allocator.c */
void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
void settle_overrun(lua_State *L, CLuaHost *h);
/* Raises a genuine LUA_ERRMEM ("not enough memory"); the state must have a memory limit. */
int raise_memory_error(lua_State *L, CLuaHost *h);

/* calls.c */
int traceback_handler(lua_State *L);
int pcall_with(lua_State *L, int nargs, int nresults, lua_CFunction handler);

/* deadline.c */
/* A deadline in force, saved while a nested limited call runs. */
typedef struct Deadline { double deadline, timeout; } Deadline;
void deadline_init(CLuaHost *h);
void deadline_stop(CLuaHost *h);
void deadline_destroy(CLuaHost *h);
Deadline arm_deadline(lua_State *L, CLuaHost *h, double seconds);
int disarm_deadline(lua_State *L, CLuaHost *h, Deadline outer);
void timeout_hook(lua_State *L, lua_Debug *ar);
/* Pushes where the deadline hook last stopped the code ("chunk:3: ", or "" if it never did)
 * and forgets it. */
void push_stopped_at(lua_State *L);

/* trampolines.c: the box behind a closure or an object (objects.c makes objects) */
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
/* The box at idx if it is a full userdata of a box's size whose tag is `tag`; else NULL.
 * The size check comes first: value types' userdata (plain bytes a script chooses, such as an
 * IndexPath's row and section) are never read as a box. lua_touserdata is NULL for every value
 * but a userdata, and a light userdata's rawlen is 0: two API calls instead of three. Inline:
 * it runs about three times per call from Lua (the closure's box, the receiver in __index and
 * in Swift's check), from trampolines.c and objects.c. */
static inline CLuaBox *box_at(lua_State *L, int idx, const void *tag) {
  CLuaBox *b = lua_touserdata(L, idx);
  if (!b || lua_rawlen(L, idx) != sizeof(CLuaBox)) return NULL;
  return b->tag == tag ? b : NULL;
}
int box_gc(lua_State *L);
/* Makes debug.getupvalue and debug.setupvalue see no upvalues in a host function (after luaL_openlibs). */
void close_host_upvalues(lua_State *L);
/* Sets `functions` in the global library table `library` (when that library is open): the
 * shim's replacements of some of Lua's own functions. */
void replace_library_functions(lua_State *L, const char *library, const luaL_Reg *functions);

/* capture.c: frees the stage and closes its streams (after lua_close: no Lua file uses them) */
void capture_destroy(struct CaptureStage *s);

/* coroutines.c */
void install_coroutines(lua_State *L);

#endif
