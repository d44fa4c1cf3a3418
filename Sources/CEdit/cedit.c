// cedit.c: libedit through dlopen/dlsym (see include/cedit.h for why it is not linked).
#include <dlfcn.h>
#include <editline/readline.h>

#include "cedit.h"

static struct {
  char *(*readline)(const char *);
  void (*stifle_history)(int);
  int (*read_history)(const char *);
  int (*write_history)(const char *);
  int (*add_history)(const char *);
  const char **readline_name;
  const char **word_break_characters;
  rl_compentry_func_t **completion_entry_function;
  int *completion_append_character;
} api;

int cedit_load(void) {
  static int loaded = -1;
  if (loaded >= 0) return loaded;
  loaded = 0;
  void *lib = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
  if (!lib) lib = dlopen("libedit.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) return 0;
  api.readline = (char *(*)(const char *))dlsym(lib, "readline");
  api.stifle_history = (void (*)(int))dlsym(lib, "stifle_history");
  api.read_history = (int (*)(const char *))dlsym(lib, "read_history");
  api.write_history = (int (*)(const char *))dlsym(lib, "write_history");
  api.add_history = (int (*)(const char *))dlsym(lib, "add_history");
  api.readline_name = (const char **)dlsym(lib, "rl_readline_name");
  api.word_break_characters = (const char **)dlsym(lib, "rl_basic_word_break_characters");
  api.completion_entry_function = (rl_compentry_func_t **)dlsym(lib, "rl_completion_entry_function");
  api.completion_append_character = (int *)dlsym(lib, "rl_completion_append_character");
  loaded = api.readline && api.stifle_history && api.read_history && api.write_history && api.add_history
    && api.readline_name && api.word_break_characters && api.completion_entry_function
    && api.completion_append_character;
  return loaded;
}

void cedit_setup(char *(*generator)(const char *, int)) {
  *api.readline_name = "alongside";
  *api.word_break_characters = " \t\n\"\\'`@$><=;|&{(,)+-*/%^#~[]}";
  *api.completion_entry_function = generator;
  *api.completion_append_character = '\0';
}

char *cedit_readline(const char *prompt) { return api.readline(prompt); }
void cedit_stifle_history(int max) { api.stifle_history(max); }
int cedit_read_history(const char *path) { return api.read_history(path); }
int cedit_write_history(const char *path) { return api.write_history(path); }
int cedit_add_history(const char *line) { return api.add_history(line); }
