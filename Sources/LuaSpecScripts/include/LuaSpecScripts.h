/* LuaSpecScripts: the Lua half of the runner, compiled into the binary from real .lua files
 * (kept as Lua so they can be read, linted and diffed as Lua). */
#ifndef LUASPECSCRIPTS_H
#define LUASPECSCRIPTS_H
#include <stddef.h>

/* The runner chunk (runner.lua): the DSL, the plan and the run loop. */
const char *alongside_runner_source(size_t *length);

/* The fast assertions chunk (fast_assertions.lua): luassert's passing cases decided cheaply. */
const char *alongside_fast_assertions_source(size_t *length);

#endif
