// Atomics and a lock for RxCore that work on every platform the package supports, without the
// `Synchronization` module (which needs macOS 15 / iOS 18).
//
// The atomics are the compiler's `__atomic` builtins on a plain machine word: Clang and GCC
// define them on ordinary (non-`_Atomic`) objects, so the word can be a field of a Swift struct
// or class. The functions are `static inline`, so Swift inlines them and the thread sanitizer
// sees every operation. `rx_lock` is the platform's own lock: `os_unfair_lock` on Apple
// platforms, which donates priority to the owner and so avoids priority inversion, and a
// `pthread_mutex_t` elsewhere, which the thread sanitizer intercepts.
#ifndef RX_CORE_ATOMICS_H
#define RX_CORE_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

#if defined(__APPLE__)
#include <os/lock.h>
#else
#include <pthread.h>
#endif

/// A machine word that is only ever accessed through the functions below.
typedef struct {
    intptr_t value;
} rx_atomic_word;

/// Memory orderings, in the C11 sense.
typedef enum {
    rx_relaxed = __ATOMIC_RELAXED,
    rx_acquire = __ATOMIC_ACQUIRE,
    rx_release = __ATOMIC_RELEASE,
    rx_acquire_release = __ATOMIC_ACQ_REL,
    rx_sequentially_consistent = __ATOMIC_SEQ_CST,
} rx_memory_order;

static inline intptr_t rx_atomic_load(rx_atomic_word *word, rx_memory_order order) {
    switch (order) {
    case rx_relaxed: return __atomic_load_n(&word->value, __ATOMIC_RELAXED);
    case rx_sequentially_consistent: return __atomic_load_n(&word->value, __ATOMIC_SEQ_CST);
    default: return __atomic_load_n(&word->value, __ATOMIC_ACQUIRE);
    }
}

static inline void rx_atomic_store(rx_atomic_word *word, intptr_t value, rx_memory_order order) {
    switch (order) {
    case rx_relaxed: __atomic_store_n(&word->value, value, __ATOMIC_RELAXED); break;
    case rx_sequentially_consistent: __atomic_store_n(&word->value, value, __ATOMIC_SEQ_CST); break;
    default: __atomic_store_n(&word->value, value, __ATOMIC_RELEASE); break;
    }
}

/// Stores `value` and returns the previous value.
static inline intptr_t rx_atomic_exchange(rx_atomic_word *word, intptr_t value, rx_memory_order order) {
    return __atomic_exchange_n(&word->value, value, order);
}

/// Adds `delta` (wrapping) and returns the previous value.
static inline intptr_t rx_atomic_fetch_add(rx_atomic_word *word, intptr_t delta, rx_memory_order order) {
    return __atomic_fetch_add(&word->value, delta, order);
}

/// Ors `bits` in and returns the previous value.
static inline intptr_t rx_atomic_fetch_or(rx_atomic_word *word, intptr_t bits, rx_memory_order order) {
    return __atomic_fetch_or(&word->value, bits, order);
}

/// Replaces `*expected` with `desired` if the word holds `*expected`; otherwise stores the
/// current value in `*expected`. Returns whether it replaced. A failed exchange is relaxed.
static inline bool rx_atomic_compare_exchange(
    rx_atomic_word *word, intptr_t *expected, intptr_t desired, rx_memory_order order
) {
    switch (order) {
    case rx_relaxed:
        return __atomic_compare_exchange_n(&word->value, expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    case rx_acquire:
        return __atomic_compare_exchange_n(&word->value, expected, desired, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
    case rx_release:
        return __atomic_compare_exchange_n(&word->value, expected, desired, false, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
    case rx_acquire_release:
        return __atomic_compare_exchange_n(&word->value, expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
    default:
        return __atomic_compare_exchange_n(&word->value, expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
    }
}

/// The platform's lock, not reentrant. Zero-initialized storage is an unlocked lock on every
/// supported platform, and `rx_lock_initialize` makes it one explicitly.
typedef struct {
#if defined(__APPLE__)
    os_unfair_lock lock;
#else
    pthread_mutex_t mutex;
#endif
} rx_lock;

static inline void rx_lock_initialize(rx_lock *lock) {
#if defined(__APPLE__)
    lock->lock = OS_UNFAIR_LOCK_INIT;
#else
    pthread_mutex_init(&lock->mutex, NULL);
#endif
}

static inline void rx_lock_destroy(rx_lock *lock) {
#if defined(__APPLE__)
    (void)lock;
#else
    pthread_mutex_destroy(&lock->mutex);
#endif
}

static inline void rx_lock_acquire(rx_lock *lock) {
#if defined(__APPLE__)
    os_unfair_lock_lock(&lock->lock);
#else
    pthread_mutex_lock(&lock->mutex);
#endif
}

static inline void rx_lock_release(rx_lock *lock) {
#if defined(__APPLE__)
    os_unfair_lock_unlock(&lock->lock);
#else
    pthread_mutex_unlock(&lock->mutex);
#endif
}

/// The state of a serializing queue, kept inline at the start of the object that owns it:
/// the number of arrivals in progress and the lock guarding the queue of pending operations.
typedef struct {
    rx_atomic_word work_in_progress;
    rx_lock lock;
} rx_queue_state;

static inline rx_lock *rx_queue_state_lock(rx_queue_state *state) { return &state->lock; }

#endif
