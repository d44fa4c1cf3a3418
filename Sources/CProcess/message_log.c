// message_log.c: the atomics and futex calls of the message log a worker shares with its
// supervisor (MessageLog.swift); Swift's Glibc imports neither `syscall` (variadic) nor C11 atomics.
#define _GNU_SOURCE
#include <errno.h>
#include <linux/futex.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "CProcess.h"

uint64_t alongside_load_u64(const uint64_t *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }

void alongside_store_u64(uint64_t *p, uint64_t value) { __atomic_store_n(p, value, __ATOMIC_SEQ_CST); }

uint32_t alongside_exchange_u32(uint32_t *p, uint32_t value) {
  return __atomic_exchange_n(p, value, __ATOMIC_SEQ_CST);
}

uint32_t alongside_load_u32(const uint32_t *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }

void alongside_futex_wait(uint32_t *p, uint32_t expected, int timeout_ms) {
  struct timespec t = {timeout_ms / 1000, (long)(timeout_ms % 1000) * 1000000L};
  // a shared (not FUTEX_PRIVATE) wait: the word is in memory two processes map
  (void)syscall(SYS_futex, p, FUTEX_WAIT, expected, &t, NULL, 0);
}

void alongside_futex_wake(uint32_t *p) {
  __atomic_add_fetch(p, 1, __ATOMIC_SEQ_CST);
  (void)syscall(SYS_futex, p, FUTEX_WAKE, 1, NULL, NULL, 0);
}
