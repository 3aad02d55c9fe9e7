// Everything else in this target is `static inline` in RxCoreAtomics.h.
#include "RxCoreAtomics.h"

#if !defined(__APPLE__)
void rx_lock_acquire_contended(rx_lock *lock) {
    for (int attempts = 0;; attempts++) {
        intptr_t unlocked = 0;
        if (__atomic_load_n(&lock->word.value, __ATOMIC_RELAXED) == 0
            && __atomic_compare_exchange_n(&lock->word.value, &unlocked, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
            return;
        }
        // The owner is usually done within a few loads; past that it was probably preempted,
        // and spinning on would only keep it off the processor.
        if (attempts > 32) sched_yield();
    }
}
#endif
