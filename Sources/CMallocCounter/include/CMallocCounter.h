#ifndef SEGUE_MALLOC_COUNTER_H
#define SEGUE_MALLOC_COUNTER_H

#include <stdint.h>

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc) made by
/// the whole process since it started. Frees are counted apart.
uint64_t segue_malloc_count(void);

/// Calls of free with a non-null pointer since the process started.
uint64_t segue_free_count(void);

/// 1 when this process's malloc is the counting one (the interposition took effect), else 0.
int segue_malloc_counter_is_active(void);

#endif
