/* scripts.c: embeds the runner's Lua sources with C23 #embed, so the binary needs no resource
 * bundle (and no Foundation) at start-up, and the bytecode scripts/compile-runner made of them. */
#include "LuaSpecScripts.h"

#include <stdint.h>
#include <string.h>

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

/* scripts/compile-runner's hash: 64-bit little-endian words, the tail zero-padded; each word
   multiplied in (FNV's prime) and the high bits folded down (a multiply alone carries bits only
   upward: two edits in the top bytes of two words could cancel out). */
uint64_t alongside_text_hash(const char *text, size_t length) {
  uint64_t h = 0x84222325cbf29ce4ull;
  size_t i = 0;
  for (; i + 8 <= length; i += 8) {
    uint64_t w;
    memcpy(&w, text + i, 8);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h >> 29;
  }
  if (i < length) {
    uint64_t w = 0;
    memcpy(&w, text + i, length - i);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h >> 29;
  }
  return h;
}

/* A .luac made by scripts/compile-runner: the hash and length of the text it was compiled from,
 * then the bytecode. NULL unless both match the embedded text (a .luac not remade after the
 * .lua changed is not loaded; EmbeddedBytecodeTests fails on it). */
static const char *checked_bytecode(const char *luac, size_t luac_length, const char *text,
                                    size_t text_length, size_t *length) {
  *length = 0;
  if (luac_length <= 16) return NULL;
  uint64_t hash, size;
  memcpy(&hash, luac, 8);
  memcpy(&size, luac + 8, 8);
  if (size != text_length || hash != alongside_text_hash(text, text_length)) return NULL;
  *length = luac_length - 16;
  return luac + 16;
}

static const char runner_luac[] = {
#embed "runner.luac"
};

const char *alongside_runner_bytecode(size_t *length) {
  return checked_bytecode(runner_luac, sizeof runner_luac, runner, sizeof runner, length);
}

static const char fast_assertions_luac[] = {
#embed "fast_assertions.luac"
};

const char *alongside_fast_assertions_bytecode(size_t *length) {
  return checked_bytecode(fast_assertions_luac, sizeof fast_assertions_luac, fast_assertions,
                          sizeof fast_assertions, length);
}
