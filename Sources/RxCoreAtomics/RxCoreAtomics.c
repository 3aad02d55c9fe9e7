// Everything else in this target is `static inline` in RxCoreAtomics.h.
#include "RxCoreAtomics.h"

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

// How many times a contended acquire looks at the word before it sleeps: a few microseconds,
// in which an owner that is running usually finishes a short critical section.
enum { rx_lock_spins_before_sleeping = 100 };

static inline void rx_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

void rx_lock_acquire_contended(rx_lock *lock) {
    for (int spin = 0; spin < rx_lock_spins_before_sleeping; spin++) {
        uint32_t state = __atomic_load_n(&lock->word, __ATOMIC_RELAXED);
        if (state == 0) {
            uint32_t unlocked = 0;
            if (__atomic_compare_exchange_n(&lock->word, &unlocked, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
                return;
            }
        } else if (state == 2) {
            break;  // Others already sleep on the lock; spinning would only jump the queue.
        }
        rx_pause();
    }
    // Marks the lock as having sleepers, then sleeps while it stays locked. A thread that gets
    // the lock here holds it as 2, because other threads may still sleep on it; that costs at
    // most one needless wake-up. The kernel returns at once if the word is no longer 2 (it was
    // released in between), and a spurious or interrupted wait just retries.
    while (__atomic_exchange_n(&lock->word, 2, __ATOMIC_ACQUIRE) != 0) {
        syscall(SYS_futex, &lock->word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
    }
}

void rx_lock_wake_waiter(rx_lock *lock) {
    syscall(SYS_futex, &lock->word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#elif !defined(__APPLE__)
#error "rx_lock sleeps with os_unfair_lock on Apple platforms and with the futex system call on Linux"
#endif
