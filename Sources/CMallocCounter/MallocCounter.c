// Counts heap allocations of the whole process, for the benchmark's allocations-per-frame figure.
//
// The executable defines malloc and its relatives, so the dynamic linker binds every call in the
// process (Swift runtime, Foundation, SDL) to these definitions instead of glibc's. Each one bumps
// a counter and forwards to glibc's own entry points (__libc_malloc and friends, exported by glibc
// for exactly this purpose), so no dlsym lookup is needed and nothing can recurse while the real
// functions are being resolved. Counters are relaxed atomics: exact, and cheap enough to leave on.
#define _GNU_SOURCE
#include "CMallocCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <unistd.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations;
static _Atomic uint64_t frees;

static inline void count_allocation(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    if (pointer != NULL) atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
    count_allocation();
    return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t segue_malloc_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

uint64_t segue_free_count(void) { return atomic_load_explicit(&frees, memory_order_relaxed); }

int segue_malloc_counter_is_active(void) {
    uint64_t before = segue_malloc_count();
    void *volatile probe = malloc(24);
    free(probe);
    return segue_malloc_count() > before ? 1 : 0;
}

#else

// Elsewhere (macOS, musl) the allocator is left alone and the benchmark reports no figure.
uint64_t segue_malloc_count(void) { return 0; }
uint64_t segue_free_count(void) { return 0; }
int segue_malloc_counter_is_active(void) { return 0; }

#endif
