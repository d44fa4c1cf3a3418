/* CEdit: Debian's libedit (BSD editline, readline-compatible API; pkg-config libedit) for the
 * REPL's line editing, history and Tab completion. Only the executable side (AlongsideCLI's
 * terminal code) imports it; LuaKit and LuaSpec never do. The setters below exist because
 * Swift 6 cannot touch libedit's mutable globals without an unsafe annotation at each use. */
#ifndef CEDIT_H
#define CEDIT_H

#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

/* Tab completes through `generator` (called with state 0, 1, 2... until it returns NULL).
 * '.' and ':' are not word breaks, so the word handed over is a whole `ui.World` or `w:Tab`. */
static inline void cedit_setup(rl_compentry_func_t *generator) {
  rl_readline_name = "alongside";
  rl_basic_word_break_characters = " \t\n\"\\'`@$><=;|&{(,)+-*/%^#~[]}";
  rl_completion_entry_function = generator;
  rl_completion_append_character = '\0';
}

/* C's standard streams, which Swift 6 cannot name (mutable globals): the REPL and script mode
 * write through the same stdio buffers as Lua's print, so the two come out in order. */
static inline FILE *cedit_stdout(void) { return stdout; }
static inline FILE *cedit_stderr(void) { return stderr; }
static inline FILE *cedit_stdin(void) { return stdin; }

#endif
