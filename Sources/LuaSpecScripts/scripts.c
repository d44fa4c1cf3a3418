/* scripts.c: embeds the runner's Lua sources with C23 #embed, so the binary needs no resource
 * bundle (and no Foundation) at start-up. */
#include "LuaSpecScripts.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char runner[] = {
#embed "runner.lua"
};

const char *alongside_runner_source(size_t *length) {
  *length = sizeof runner;
  return runner;
}

static const char fast_assertions[] = {
#embed "fast_assertions.lua"
};

const char *alongside_fast_assertions_source(size_t *length) {
  *length = sizeof fast_assertions;
  return fast_assertions;
}
