/* CLuaShim: the C half of the Lua boundary. Everything that may raise a Lua error on Swift's
 * behalf (trampolines, the hook, the message handler) lives here, so that no longjmp ever
 * crosses a Swift frame (notes/embedding-lua.md, rule 1). One file per job: state.c (life
 * cycle), allocator.c, calls.c (protected calls, loading), trampolines.c, objects.c,
 * tablekeys.c, refs.c (registry references), deadline.c (watchdog and hook), limits.c (the
 * limited call), coroutines.c,
 * capture.c (standard streams kept in memory).
 * All mutable state is per lua_State (host.h); nothing is process-wide. */
#ifndef CLUASHIM_H
#define CLUASHIM_H

#include <stddef.h>
#include <lua5.4/lua.h>

/* Return codes a Swift callback gives the trampoline instead of raising. A non-negative code
 * is the number of results it pushed. */
#define CLUA_RAISE     (-1)  /* the error value is on top of the stack */
#define CLUA_TYPEERROR (-2)  /* top: [arg:integer, expected:string] -> luaL_typeerror */
#define CLUA_ARGERROR  (-3)  /* top: [arg:integer, message:string]  -> luaL_argerror */
#define CLUA_ERRMSG    (-4)  /* top: message; the caller's position is prepended, like luaL_error */

/* A Swift function called through the trampoline: it never raises, it returns a code above. */
typedef int (*clua_Callback)(lua_State *L, void *ctx);
/* Releases a retained Swift context when Lua collects the closure or object holding it. */
typedef void (*clua_Release)(void *ctx);

/* Creates a state with the counting allocator, a panic handler and a warning function.
 * memory_limit is in bytes (0: none). Returns NULL when the host cannot be allocated. */
lua_State *clua_newstate(size_t memory_limit);
/* Closes the state (running every __gc), stops the watchdog and frees the host. */
void clua_close(lua_State *L);

/* Bytes the state has allocated now, and the most it ever had. */
size_t clua_memory_used(lua_State *L);
size_t clua_memory_peak(lua_State *L);

/* Memory the host holds on the state's behalf (a simulation's rows, its log), counted against
 * the state's memory cap with Lua's own. clua_reserve adds `bytes` and returns 1, or, when
 * that would pass the cap, adds nothing, returns 0 and marks the refusal: the Swift callback
 * running now then ends in a genuine memory error ("not enough memory") once it has returned.
 * clua_release gives back what a reserve took. Neither raises. */
int clua_reserve(lua_State *L, size_t bytes);
void clua_release(lua_State *L, size_t bytes);
/* Whether the cap has been passed while Swift was active (or Swift was refused memory): a
 * callback filling a large table stops early, and the memory error follows its return. */
int clua_memory_exhausted(lua_State *L);

/* Opens the standard libraries inside a protected call. Returns a LUA_* status. */
int clua_openlibs(lua_State *L);

/* Calls the function below nargs arguments in protected mode with a traceback message
 * handler. On error one string (message and traceback) is left. Returns a LUA_* status. */
int clua_pcall(lua_State *L, int nargs, int nresults);

/* Loads a chunk in text mode only; never raises. Pushes the function or an error message. */
int clua_loadbuffer(lua_State *L, const char *buf, size_t len, const char *chunkname);

/* Loads a binary chunk this process produced itself with clua_dump (never a script's input:
 * Lua 5.4 does not verify bytecode). Never raises. */
int clua_loadbinary(lua_State *L, const char *buf, size_t len, const char *chunkname);

/* Dumps the Lua function on top of the stack (kept) with its debug information into a
 * malloc'd buffer the caller frees with clua_free; NULL for a C function. Never raises. */
unsigned char *clua_dump(lua_State *L, size_t *size);
void clua_free(void *p);

/* Pushes a closure that calls `call(L, ctx)` through the trampoline; `release(ctx)` runs when
 * Lua collects it. `name` is used for error messages only when Lua cannot find one. */
void clua_pushclosure(lua_State *L, clua_Callback call, void *ctx, clua_Release release);

/* Like clua_pushclosure, for the __index of an exposed type: pops a table of methods and pushes
 * a closure that answers a string key found in it at once when argument 1 is a live object of
 * the type whose metatable is `metatable` (its address), and otherwise calls `call(L, ctx)` as
 * the trampoline does. */
void clua_pushindexclosure(lua_State *L, clua_Callback call, void *ctx, clua_Release release,
                           const void *metatable);

/* Pushes a full userdata holding a retained Swift object, with the metatable of its type (made
 * by clua_newmetatable) found by its registry number (a reference of its own, kept for the
 * state's life): an array read instead of the registry's hash lookup by key. */
void clua_pushobjectref(lua_State *L, void *obj, clua_Release release, int metatable_ref);
/* Creates (or fetches) the metatable registered under `key`, named `name`, with __gc and a
 * locked __metatable, and leaves it on the stack. Returns 1 if it was created now. */
int clua_newmetatable(lua_State *L, const void *key, const char *name);
/* The Swift object in the userdata at `idx` if it is an object box made for the type whose
 * metatable is `metatable` (the address lua_topointer gives; the box records it when made, so
 * a metatable swapped by debug.setmetatable does not count); NULL for anything else; sets
 * *finalized when it is such a box but was already collected. Never raises. */
void *clua_toobject(lua_State *L, int idx, const void *metatable, int *finalized);

/* Plain values (an index path): the bytes live in the userdata itself, with no Swift object and
 * no finalizer. The metatable (under `key`, named `name`) has a locked __metatable and an
 * __eq that compares the bytes of two values of the type; no __gc. Leaves it on the stack;
 * returns 1 if it was created now. */
int clua_newvaluemetatable(lua_State *L, const void *key, const char *name);
/* Pushes a userdata of `size` bytes copied from `bytes`, with the metatable under `key`. */
void clua_pushvalue(lua_State *L, const void *bytes, size_t size, const void *key);
/* The bytes of the value at `idx` if it is a userdata of `size` bytes whose metatable is
 * `metatable` (its address), else NULL. Never raises. */
const void *clua_tovalue(lua_State *L, int idx, const void *metatable, size_t size);

/* luaL_ref(L, LUA_REGISTRYINDEX) and luaL_unref for Swift's references, reusing the numbers
 * Swift frees without the registry's own free list (refs.c). Same numbers, same raising. */
int clua_ref(lua_State *L);
void clua_unref(lua_State *L, int ref);

/* Pushes a new sequence of the keys of the table at `idx`, in `next` order. Raises only on
 * memory errors: the table is not changed while it is traversed, so `lua_next` (marked 'v')
 * never meets an invalid key, and raw traversal runs no metamethods. */
void clua_tablekeys(lua_State *L, int idx);
/* What `clua_tablekeysknown` asks of each key: nonzero when the `len` bytes at `s` are known.
 * Must not call Lua. */
typedef int (*clua_KeyFilter)(void *ctx, const char *s, size_t len);
/* 1 when every key of the table at `idx` is a string `known` accepts, else 0 (stopping at the
 * first that is not). Stack unchanged; needs 2 free slots. Raises only as clua_tablekeys. */
int clua_tablekeysknown(lua_State *L, int idx, clua_KeyFilter known, void *ctx);

/* Opens the limits library: pushes a table {call, now, memory} (not a global: the caller
 * decides who may use it) and replaces coroutine.resume/wrap so the deadline follows the
 * running coroutine. call(seconds, fn, ...) runs fn under a deadline and the memory cap and
 * returns true and its results, or false, outcome ("error" | "timeout" | "memory"), the error
 * object, the traceback at the error, and a position ("chunk:3: "): where the deadline
 * stopped the code, or the function running when the error was raised. Runs protected; returns a LUA_* status (on failure the message is on
 * top instead of the table). */
int clua_openlimits(lua_State *L);
/* Pushes the limited call of clua_openlimits, for Swift to call through clua_pcall. */
void clua_pushlimitedcall(lua_State *L);

/* Opens the captured standard streams: pushes a table {stdout, stderr, write, take} (not a
 * global). stdout and stderr are Lua files (FILE* userdata with io's metatable; the io library
 * must be open) whose writes are kept in memory, at most `limit` bytes between two takes (the
 * rest is counted); close() on them is refused like on the real ones. write(text) adds text
 * after what the streams wrote; take() returns the kept text and the count of dropped bytes
 * and empties the stage. One stage per state: a second call gives new handles on the same
 * streams (and sets the limit). Runs protected; returns a LUA_* status (on failure the message
 * is on top instead of the table). */
int clua_opencapture(lua_State *L, size_t limit, void *region, size_t region_size);
/* With a `region` (not NULL, more than CLUA_CAPTURE_HEADER bytes, 8-aligned; the caller's, it
 * outlives the state), the kept bytes live there instead of in the state's memory: a header of
 * two uint64_t, the bytes kept and the bytes dropped since the last take, kept current after
 * every write, then the bytes. Another process sharing the region (a supervisor) can then read
 * what a process that died had written since the last take. At most region_size -
 * CLUA_CAPTURE_HEADER bytes are kept. */
#define CLUA_CAPTURE_HEADER 16

/* Arms a hook on the state `state` (a lua_State *) that stops the code running on its main
 * thread with an "interrupted!" error at its next instruction (lua.c's Ctrl-C). Safe to call
 * from a signal handler; takes void * so it can be one's callback. */
void clua_interrupt(void *state);
/* Disarms that hook if it is still armed (a Ctrl-C that came as the code returned). */
void clua_clear_interrupt(lua_State *L);

/* Monotonic clock in seconds. */
double clua_now(void);

#endif
