/* UISimLuaScripts: the parts of the `ui` module written in Lua (ui.explore), compiled into the
 * binary from real .lua files, so they can be read, linted and diffed as Lua. */
#ifndef UISIMLUASCRIPTS_H
#define UISIMLUASCRIPTS_H
#include <stddef.h>

/* The number of explore chunks, loaded in order (each may use what the earlier ones set). */
size_t uisim_explore_chunk_count(void);

/* Chunk `index` (0-based): its source and length, and its name for messages ("explore/random"). */
const char *uisim_explore_chunk(size_t index, size_t *length, const char **name);

#endif
