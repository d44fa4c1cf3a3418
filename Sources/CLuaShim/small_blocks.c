/* small_blocks.c: free lists for the small blocks Lua allocates and frees by the thousand
 * (tables, closures, upvalues, short strings; luassert alone makes dozens per assertion).
 *
 * Why: glibc's per-thread cache keeps only 7 freed blocks of a size. A collector sweep frees
 * hundreds at once, spilling them into bins that later allocations must search and
 * consolidate (`malloc_consolidate` and `unlink_chunk` showed in profiles of the seed scenario).
 * Here a freed block of up to 256 bytes goes on the list of its 16-byte size class and is reused
 * as is; blocks are carved from 64 KB chunks that live as long as the state, so the lists cost
 * no more memory than the state's peak of small blocks. Lua tells the allocator every block's
 * size (`osize`), so no header is needed.
 *
 * Off under AddressSanitizer: there every block goes to malloc, so ASan keeps checking each one. */
#include "small_blocks.h"

#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SB_OFF 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SB_OFF 1
#endif

#define SB_GRANULE 16
#define SB_MAX 256
#define SB_CLASSES (SB_MAX / SB_GRANULE)
#define SB_CHUNK (64 * 1024)

typedef struct SBFree { struct SBFree *next; } SBFree;
/* A chunk's header, one granule long so blocks after it stay 16-aligned. */
typedef struct SBChunk { struct SBChunk *next; char pad[SB_GRANULE - sizeof(void *)]; } SBChunk;

struct SmallBlocks {
  SBFree *lists[SB_CLASSES];
  SBChunk *chunks;
  char *bump, *end;   /* the unused rest of the newest chunk */
};

static size_t class_of(size_t n) { return (n + SB_GRANULE - 1) / SB_GRANULE - 1; }

int sb_pooled(size_t n) {
#ifdef SB_OFF
  (void)n;
  return 0;
#else
  return n > 0 && n <= SB_MAX;
#endif
}

int sb_same_class(size_t a, size_t b) { return class_of(a) == class_of(b); }

SmallBlocks *sb_create(void) { return calloc(1, sizeof(SmallBlocks)); }

void *sb_alloc(SmallBlocks *sb, size_t n) {
  size_t c = class_of(n), size = (c + 1) * SB_GRANULE;
  SBFree *f = sb->lists[c];
  if (f) {
    sb->lists[c] = f->next;
    return f;
  }
  if ((size_t)(sb->end - sb->bump) < size) {
    /* The rest of the old chunk (less than one block of this class) is left unused. */
    SBChunk *chunk = malloc(SB_CHUNK);
    if (!chunk) return NULL;
    chunk->next = sb->chunks;
    sb->chunks = chunk;
    sb->bump = (char *)(chunk + 1);
    sb->end = (char *)chunk + SB_CHUNK;
  }
  void *p = sb->bump;
  sb->bump += size;
  return p;
}

void sb_free(SmallBlocks *sb, void *p, size_t n) {
  size_t c = class_of(n);
  SBFree *f = p;
  f->next = sb->lists[c];
  sb->lists[c] = f;
}

void sb_destroy(SmallBlocks *sb) {
  if (!sb) return;
  SBChunk *chunk = sb->chunks;
  while (chunk) {
    SBChunk *next = chunk->next;
    free(chunk);
    chunk = next;
  }
  free(sb);
}
