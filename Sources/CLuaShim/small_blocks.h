/* small_blocks.h: per-state free lists for Lua's small blocks (see small_blocks.c). */
#ifndef SMALL_BLOCKS_H
#define SMALL_BLOCKS_H

#include <stddef.h>

typedef struct SmallBlocks SmallBlocks;

/* Whether a block of n bytes (n > 0) comes from the lists; always false under ASan. */
int sb_pooled(size_t n);
/* Whether blocks of a and b bytes (both pooled) are the same size class. */
int sb_same_class(size_t a, size_t b);
SmallBlocks *sb_create(void);
/* A block of n pooled bytes, 16-aligned; NULL if memory is exhausted. */
void *sb_alloc(SmallBlocks *sb, size_t n);
/* Returns a block of n pooled bytes to its list. */
void sb_free(SmallBlocks *sb, void *p, size_t n);
/* Frees every chunk (the state is closed: no block is in use). */
void sb_destroy(SmallBlocks *sb);

#endif
