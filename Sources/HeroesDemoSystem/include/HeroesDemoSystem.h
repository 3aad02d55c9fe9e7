// What HeroesDemo needs from the C library that Swift does not offer. The allocator settings
// (see AllocatorPolicy.swift): glibc's `mallopt`, which
// Swift's Glibc module does not export, behind one function that is a no-op elsewhere. And
// HeroesDemoSystem.c blocks SIGQUIT before Swift's runtime starts (see there).
#ifndef HEROES_DEMO_SYSTEM_H
#define HEROES_DEMO_SYSTEM_H

#include <stdbool.h>
// Any C library header defines `__GLIBC__` on glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// One arena for every thread, blocks of up to `largest_arena_block` bytes served from it, and
/// no trimming. Returns whether every setting was taken; always false off glibc.
static inline bool heroes_keep_freed_memory(int largest_arena_block) {
#if defined(__GLIBC__)
    int arena = mallopt(M_ARENA_MAX, 1);
    int mapping = mallopt(M_MMAP_THRESHOLD, largest_arena_block);
    int trimming = mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    return arena == 1 && mapping == 1 && trimming == 1;
#else
    (void)largest_arena_block;
    return false;
#endif
}

#endif
