/* CEdit: Debian's libedit (BSD editline, readline-compatible API) for the REPL's line editing,
 * history and Tab completion. Only the executable side (AlongsideCLI's terminal code) imports
 * it; LuaKit and LuaSpec never do.
 *
 * libedit is opened with dlopen when the REPL starts on a terminal, not linked: linked, it and
 * the three libraries it needs (libtinfo, libbsd, libmd) were loaded, relocated and partly
 * resident in every process, the supervisor and each worker too, for the one command that uses
 * it (issue 15: start-up and memory). The header comes from libedit-dev; the functions are
 * reached only through the cedit_ wrappers below, which never call into an unloaded library.
 * The setters exist because Swift 6 cannot touch C's mutable globals without an unsafe
 * annotation at each use. */
#ifndef CEDIT_H
#define CEDIT_H

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

/* libedit's entry points, filled by cedit_load. */
struct cedit_api {
  char *(*readline)(const char *);
  void (*stifle_history)(int);
  int (*read_history)(const char *);
  int (*write_history)(const char *);
  int (*add_history)(const char *);
};

static inline struct cedit_api *cedit_api(void) {
  static struct cedit_api api;
  return &api;
}

/* Opens libedit once; 1 when every function and variable the REPL uses was found, else 0
 * (the REPL then reads plain lines). */
static inline int cedit_load(void) {
  static int loaded = -1;
  if (loaded >= 0) return loaded;
  loaded = 0;
  void *lib = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
  if (!lib) lib = dlopen("libedit.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) return 0;
  struct cedit_api *api = cedit_api();
  api->readline = (char *(*)(const char *))dlsym(lib, "readline");
  api->stifle_history = (void (*)(int))dlsym(lib, "stifle_history");
  api->read_history = (int (*)(const char *))dlsym(lib, "read_history");
  api->write_history = (int (*)(const char *))dlsym(lib, "write_history");
  api->add_history = (int (*)(const char *))dlsym(lib, "add_history");
  loaded = api->readline && api->stifle_history && api->read_history && api->write_history
    && api->add_history && dlsym(lib, "rl_readline_name") && dlsym(lib, "rl_basic_word_break_characters")
    && dlsym(lib, "rl_completion_entry_function") && dlsym(lib, "rl_completion_append_character");
  return loaded;
}

/* Tab completes through `generator` (called with state 0, 1, 2... until it returns NULL).
 * '.' and ':' are not word breaks, so the word handed over is a whole `ui.World` or `w:Tab`.
 * Only after cedit_load returned 1. */
static inline void cedit_setup(rl_compentry_func_t *generator) {
  void *lib = dlopen("libedit.so.2", RTLD_NOW | RTLD_NOLOAD);
  if (!lib) lib = dlopen("libedit.so", RTLD_NOW | RTLD_NOLOAD);
  if (!lib) return;
  *(const char **)dlsym(lib, "rl_readline_name") = "alongside";
  *(const char **)dlsym(lib, "rl_basic_word_break_characters") = " \t\n\"\\'`@$><=;|&{(,)+-*/%^#~[]}";
  *(rl_compentry_func_t **)dlsym(lib, "rl_completion_entry_function") = generator;
  *(int *)dlsym(lib, "rl_completion_append_character") = '\0';
}

/* The wrappers the Swift side calls (only after cedit_load returned 1). */
static inline char *cedit_readline(const char *prompt) { return cedit_api()->readline(prompt); }
static inline void cedit_stifle_history(int n) { cedit_api()->stifle_history(n); }
static inline int cedit_read_history(const char *path) { return cedit_api()->read_history(path); }
static inline int cedit_write_history(const char *path) { return cedit_api()->write_history(path); }
static inline int cedit_add_history(const char *line) { return cedit_api()->add_history(line); }

/* C's standard streams, which Swift 6 cannot name (mutable globals): the REPL and script mode
 * write through the same stdio buffers as Lua's print, so the two come out in order. */
static inline FILE *cedit_stdout(void) { return stdout; }
static inline FILE *cedit_stderr(void) { return stderr; }
static inline FILE *cedit_stdin(void) { return stdin; }

#endif
