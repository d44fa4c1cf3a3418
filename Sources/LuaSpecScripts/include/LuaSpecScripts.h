/* LuaSpecScripts: the Lua half of the runner, compiled into the binary from real .lua files
 * (kept as Lua so they can be read, linted and diffed as Lua). */
#ifndef LUASPECSCRIPTS_H
#define LUASPECSCRIPTS_H
#include <stddef.h>
#include <stdint.h>

/* The runner chunk (runner.lua): the DSL, the plan and the run loop. */
const char *alongside_runner_source(size_t *length);

/* The fast assertions chunk (fast_assertions.lua): luassert's passing cases decided cheaply. */
const char *alongside_fast_assertions_source(size_t *length);

/* The bytecode of each, compiled by scripts/compile-runner (the .luac files), or NULL when it
 * was not compiled from the embedded text (scripts/compile-runner was not run after a change):
 * the caller then compiles the text. Little-endian machines only; Lua refuses bytecode of another
 * Lua version or number format, and the caller compiles the text then too. */
const char *alongside_runner_bytecode(size_t *length);
const char *alongside_fast_assertions_bytecode(size_t *length);

/* The hash a .luac file carries of the text it was compiled from (scripts/compile-runner computes
 * the same in Lua). Exposed for its test. */
uint64_t alongside_text_hash(const char *text, size_t length);

/* The C half of the fast assertions (assertion_decider.c), a Lua C function:
 * make_decider(real_of, codes) returns the decider fast_assertions.lua calls first from each
 * assertion's __call, and the numbers of the checks it decides. */
struct lua_State;
int alongside_make_decider(struct lua_State *L);

#endif
