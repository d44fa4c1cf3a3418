/* CEdit: Debian's libedit (BSD editline, readline-compatible API) for the REPL's line editing,
 * history and Tab completion. Only the executable side (AlongsideCLI's terminal code) imports
 * it; LuaKit and LuaSpec never do.
 *
 * libedit is opened with dlopen when the REPL starts on a terminal, not linked: linked, it and
 * the three libraries it needs (libtinfo, libbsd, libmd) were loaded, relocated and partly
 * resident in every process, the supervisor and each worker too, for the one command that uses
 * it (issue 15: start-up and memory). Its functions are reached only through the cedit_
 * functions below (cedit.c holds the one copy of what dlsym found: state in this header's
 * inline functions would be copied into each object file that uses it). */
#ifndef CEDIT_H
#define CEDIT_H

#include <stdio.h>

/* Opens libedit once; 1 when every function and variable the REPL uses was found, else 0
 * (the REPL then reads plain lines). The functions below only after it returned 1. */
int cedit_load(void);

/* Tab completes through `generator` (called with state 0, 1, 2... until it returns NULL).
 * '.' and ':' are not word breaks, so the word handed over is a whole `ui.World` or `w:Tab`. */
void cedit_setup(char *(*generator)(const char *text, int state));

char *cedit_readline(const char *prompt);
void cedit_stifle_history(int max);
int cedit_read_history(const char *path);
int cedit_write_history(const char *path);
int cedit_add_history(const char *line);

/* C's standard streams, which Swift 6 cannot name (mutable globals): the REPL and script mode
 * write through the same stdio buffers as Lua's print, so the two come out in order. */
static inline FILE *cedit_stdout(void) { return stdout; }
static inline FILE *cedit_stderr(void) { return stderr; }
static inline FILE *cedit_stdin(void) { return stdin; }

#endif
