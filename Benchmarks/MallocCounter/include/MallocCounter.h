#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// The number of heap allocations (malloc, realloc, posix_memalign, aligned_alloc) made by the
/// whole process so far. Linking this target into an executable interposes those functions.
long malloc_counter_read(void);

#endif
