import XCTest

@testable import RxCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A counter guarded by RxCore's `Lock`.
private final class LockedCounter: @unchecked Sendable {
    // `value` is guarded by `lock`.
    let lock = Lock()
    var value = 0
}

/// The current reading of `clock`, in nanoseconds.
private func nanoseconds(_ clock: clockid_t) -> Int {
    var time = timespec()
    clock_gettime(clock, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

final class LockTests: RxTestCase {
    func testMakesIncrementsFromManyThreadsExact() {
        let counter = LockedCounter()
        runConcurrently(threads: 8) { _ in
            for _ in 0..<20_000 { counter.lock.withLock { counter.value += 1 } }
        }
        XCTAssertEqual(counter.value, 160_000)
    }

    func testAdmitsOneThreadAtATimeWithManyMoreThreadsThanCores() {
        // Four times as many threads as turns of a small machine's cores, so that owners are
        // preempted while they hold the lock and waiters go to sleep and are woken.
        let counter = LockedCounter()
        let inside = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        runConcurrently(threads: 32) { _ in
            for _ in 0..<2_000 {
                counter.lock.withLock {
                    if inside.wrappingAdd(1, ordering: .relaxed).oldValue != 0 {
                        _ = overlaps.wrappingAdd(1, ordering: .relaxed)
                    }
                    counter.value += 1
                    _ = inside.wrappingSubtract(1, ordering: .relaxed)
                }
            }
        }
        XCTAssertEqual(counter.value, 64_000)
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    }

    func testWaitersSleepWhileTheOwnerWorks() {
        // 32 threads take turns holding the lock for a millisecond of work each: 128 ms held in
        // all, while 31 threads wait. A waiter that spun (or spun and yielded) would burn a core
        // for as long as it waited; one that sleeps costs only the few microseconds it spins
        // before sleeping and the system calls that put it to sleep and wake it.
        let threads = 32
        let turns = 4
        let holdNanoseconds = 1_000_000
        let counter = LockedCounter()
        let waitingCPUNanoseconds = AtomicCell<Int>(0)
        runConcurrently(threads: threads) { _ in
            for _ in 0..<turns {
                let cpuBefore = nanoseconds(CLOCK_THREAD_CPUTIME_ID)
                counter.lock.withLock {
                    let waited = nanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpuBefore
                    _ = waitingCPUNanoseconds.wrappingAdd(waited, ordering: .relaxed)
                    let workEnds = nanoseconds(CLOCK_MONOTONIC) + holdNanoseconds
                    while nanoseconds(CLOCK_MONOTONIC) < workEnds {}
                    counter.value += 1
                }
            }
        }
        XCTAssertEqual(counter.value, threads * turns)
        let heldNanoseconds = threads * turns * holdNanoseconds
        let waitingCPU = waitingCPUNanoseconds.load(ordering: .relaxed)
        print(
            "LockTests: waiters used \(waitingCPU / 1_000) µs of CPU while the lock was held \(heldNanoseconds / 1_000) µs"
        )
        // All waiters together used less than a tenth of one core while the lock was held.
        XCTAssertLessThan(waitingCPU, heldNanoseconds / 10)
    }

    func testReturnsAndRethrowsWhatTheBodyDoes() {
        let counter = LockedCounter()
        XCTAssertEqual(counter.lock.withLock { 42 }, 42)
        XCTAssertThrowsError(try counter.lock.withLock { throw TestError.boom })
        // The lock was released by the throw.
        XCTAssertEqual(counter.lock.withLock { 7 }, 7)
    }
}
