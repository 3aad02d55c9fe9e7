// Atomics and a lock for RxCore that work on every platform the package supports, without the
// `Synchronization` module (which needs macOS 15 / iOS 18).
//
// The atomics are the compiler's `__atomic` builtins on a plain machine word: Clang and GCC
// define them on ordinary (non-`_Atomic`) objects, so the word can be a field of a Swift struct
// or class. The functions are `static inline`, so Swift inlines them and the thread sanitizer
// sees every operation. `rx_lock` is `os_unfair_lock` on Apple platforms and a futex-backed word
// of atomics on Linux (see below).
#ifndef RX_CORE_ATOMICS_H
#define RX_CORE_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

#if defined(__APPLE__)
#include <os/lock.h>
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

/// Stores `desired` if the word holds `expected`, and returns the value it held: the exchange
/// happened if that is `expected`. A failed exchange is relaxed. (The value is returned rather
/// than written through a pointer, so a Swift caller takes no local variable's address.)
static inline intptr_t rx_atomic_compare_exchange(
    rx_atomic_word *word, intptr_t expected, intptr_t desired, rx_memory_order order
) {
    switch (order) {
    case rx_relaxed:
        __atomic_compare_exchange_n(&word->value, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
        break;
    case rx_acquire:
        __atomic_compare_exchange_n(&word->value, &expected, desired, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
        break;
    case rx_release:
        __atomic_compare_exchange_n(&word->value, &expected, desired, false, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
        break;
    case rx_acquire_release:
        __atomic_compare_exchange_n(&word->value, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
        break;
    default:
        __atomic_compare_exchange_n(&word->value, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
        break;
    }
    return expected;
}

/// A lock for short critical sections, not reentrant. Zero-initialized storage is an unlocked
/// lock, and `rx_lock_initialize` makes it one explicitly.
///
/// On Apple platforms it is `os_unfair_lock`: a waiter sleeps in the kernel and donates its
/// priority to the owner, so a high-priority thread never waits behind a preempted low-priority
/// one (priority inversion). On Linux it is a word that is 0 when unlocked, 1 when locked and 2
/// when locked with a thread perhaps asleep on it: acquiring it uncontended is one
/// compare-exchange and releasing it one exchange, both inline, the price of nearly every case in
/// RxCore (a `pthread_mutex_t` costs a library call each way). A contended waiter spins a little,
/// then marks the word 2 and sleeps on it with the futex system call; a release that finds 2
/// wakes one sleeper. Ownership always changes hands through the word's atomic operations, never
/// inside the kernel, so the thread sanitizer sees every hand-over.
typedef struct {
#if defined(__APPLE__)
    os_unfair_lock lock;
#else
    uint32_t word;  // 32 bits: the size the futex system call waits on
#endif
} rx_lock;

static inline void rx_lock_initialize(rx_lock *lock) {
#if defined(__APPLE__)
    lock->lock = OS_UNFAIR_LOCK_INIT;
#else
    __atomic_store_n(&lock->word, 0, __ATOMIC_RELAXED);
#endif
}

#if !defined(__APPLE__)
/// The slow paths of `rx_lock_acquire` and `rx_lock_release`, out of line (in RxCoreAtomics.c)
/// so the fast paths stay small enough to inline.
void rx_lock_acquire_contended(rx_lock *lock);
void rx_lock_wake_waiter(rx_lock *lock);
#endif

static inline void rx_lock_acquire(rx_lock *lock) {
#if defined(__APPLE__)
    os_unfair_lock_lock(&lock->lock);
#else
    uint32_t unlocked = 0;
    if (__builtin_expect(
            __atomic_compare_exchange_n(&lock->word, &unlocked, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED),
            1)) {
        return;
    }
    rx_lock_acquire_contended(lock);
#endif
}

static inline void rx_lock_release(rx_lock *lock) {
#if defined(__APPLE__)
    os_unfair_lock_unlock(&lock->lock);
#else
    // An exchange rather than a store: the release must learn whether a waiter may be asleep.
    if (__builtin_expect(__atomic_exchange_n(&lock->word, 0, __ATOMIC_RELEASE) == 2, 0)) {
        rx_lock_wake_waiter(lock);
    }
#endif
}

/// The state of a serializing queue, kept inline in the object that owns it: the number of
/// arrivals in progress, the lock guarding the queue of pending operations, and a word of flags
/// for the owner. Swift reaches the fields only through the accessors below, so where C puts
/// them matters to no Swift code.
typedef struct {
    rx_atomic_word work_in_progress;
    rx_lock lock;
    rx_atomic_word flags;
} rx_queue_state;

static inline rx_atomic_word *rx_queue_state_work_in_progress(rx_queue_state *state) {
    return &state->work_in_progress;
}

static inline rx_lock *rx_queue_state_lock(rx_queue_state *state) { return &state->lock; }

static inline rx_atomic_word *rx_queue_state_flags(rx_queue_state *state) { return &state->flags; }

#endif
