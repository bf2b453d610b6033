#ifndef CSEGUE_MEMORY_H
#define CSEGUE_MEMORY_H

/// Asks the processor to start loading the `lines` cache lines (64 bytes each) from `address`
/// for a read soon. A hint: it never faults (any address is allowed) and never waits for the
/// load, so a walk over objects whose addresses it already holds can start the next objects'
/// misses while it works on the current one. Swift has no prefetch of its own.
static inline __attribute__((always_inline)) void segue_prefetch_lines(const void *address, int lines) {
    const char *line = (const char *)address;
    for (int i = 0; i < lines; i++) {
        __builtin_prefetch(line + 64 * i, 0, 3);
    }
}

#endif
