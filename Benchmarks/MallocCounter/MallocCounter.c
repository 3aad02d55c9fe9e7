// Counts heap allocations by interposing the allocator entry points. An executable that links
// this file defines `malloc` itself, so the dynamic linker binds every library's calls (the
// Swift runtime included) to these definitions, which count and forward to the C library.
#define _GNU_SOURCE
#include "MallocCounter.h"
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

static atomic_long allocation_count;

static void *(*real_malloc)(size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);

long malloc_counter_read(void) { return atomic_load_explicit(&allocation_count, memory_order_relaxed); }

void *malloc(size_t size) {
    if (!real_malloc) real_malloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "malloc");
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
    return real_malloc(size);
}

void *realloc(void *pointer, size_t size) {
    if (!real_realloc) real_realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "realloc");
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
    return real_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (!real_posix_memalign) real_posix_memalign = (int (*)(void **, size_t, size_t))dlsym(RTLD_NEXT, "posix_memalign");
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
    return real_posix_memalign(result, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!real_aligned_alloc) real_aligned_alloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "aligned_alloc");
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
    return real_aligned_alloc(alignment, size);
}
