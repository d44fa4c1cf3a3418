// CProcess: the process calls Swift cannot import (prctl is variadic), for AlongsideCLI's workers.
#ifndef ALONGSIDE_CPROCESS_H
#define ALONGSIDE_CPROCESS_H

/// Asks the kernel to send `signal` to this process when the thread that started it ends
/// (Linux PR_SET_PDEATHSIG). Returns 0, or -1 where it is not available.
int alongside_set_parent_death_signal(int signal);

/// As alongside_set_parent_death_signal, for a worker that leads its own process group: when
/// the thread that started it ends, the whole group is killed (SIGKILL), the processes its
/// tests started (`os.execute("sleep 300 &")`) with it, as the supervisor's hard timeout kills
/// them. The signal used is SIGUSR2, handled by a kill of the group (and unblocked); a native
/// module a spec loads can ignore, block or take it, so a worker calls this again after each
/// file. Outside a group of its own, the process alone is killed. Returns 0, or -1 where it is
/// not available.
int alongside_kill_group_on_parent_death(void);

/// Makes SIGINT call `action(context)` (which must be safe in a signal handler) instead of
/// ending the process; a NULL `action` gives SIGINT its default action back. Process-wide, as
/// signal handlers are: the REPL's Ctrl-C stops the running entry, not the session.
void alongside_call_on_sigint(void (*action)(void *), void *context);

/// An anonymous in-memory file of `size` bytes (memfd_create, close-on-exec), for memory a
/// supervisor shares with a worker it starts. Returns the descriptor, or -1.
int alongside_shared_memory(const char *name, long size);

/// 1 when this process runs one thread (then fork without exec is safe), else 0.
int alongside_single_threaded(void);

/// Forks a worker without exec. In the child: a process group of its own, every signal's
/// default action and none blocked, standard output onto standard error if asked, `from[i]`
/// duplicated onto `to[i]` (a negative `from[i]` is skipped), then every close-on-exec
/// descriptor closed, as an exec would. Returns the child's pid in the parent, 0 in the child,
/// -1 when fork failed. Call only when alongside_single_threaded() is 1.
#include <sys/types.h>
pid_t alongside_fork_worker(const int *from, const int *to, int count, int stdout_to_stderr);

/// The message log's shared words (MessageLog.swift): sequentially consistent loads, stores and
/// an exchange, so a worker and its supervisor see each other's offsets in order.
#include <stdint.h>
uint64_t alongside_load_u64(const uint64_t *p);
void alongside_store_u64(uint64_t *p, uint64_t value);
uint32_t alongside_load_u32(const uint32_t *p);
uint32_t alongside_exchange_u32(uint32_t *p, uint32_t value);

/// Sleeps while `*p` is `expected`, at most `timeout_ms` (a futex on shared memory).
void alongside_futex_wait(uint32_t *p, uint32_t expected, int timeout_ms);

/// Adds 1 to `*p` and wakes one process waiting on it.
void alongside_futex_wake(uint32_t *p);

#endif
