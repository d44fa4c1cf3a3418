// CProcess: the process calls Swift cannot import (prctl is variadic), for AlongsideCLI's workers.
#ifndef ALONGSIDE_CPROCESS_H
#define ALONGSIDE_CPROCESS_H

/// Asks the kernel to send `signal` to this process when the thread that started it ends
/// (Linux PR_SET_PDEATHSIG). Returns 0, or -1 where it is not available.
int alongside_set_parent_death_signal(int signal);

/// Makes SIGINT call `action(context)` (which must be safe in a signal handler) instead of
/// ending the process; a NULL `action` gives SIGINT its default action back. Process-wide, as
/// signal handlers are: the REPL's Ctrl-C stops the running entry, not the session.
void alongside_call_on_sigint(void (*action)(void *), void *context);

/// An anonymous in-memory file of `size` bytes (memfd_create, close-on-exec), for memory a
/// supervisor shares with a worker it starts. Returns the descriptor, or -1.
int alongside_shared_memory(const char *name, long size);

#endif
