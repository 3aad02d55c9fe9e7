import XCTest

@testable import RxCore

/// A counter guarded by RxCore's `Lock`.
private final class LockedCounter: @unchecked Sendable {
    // `value` is guarded by `lock`.
    let lock = Lock()
    var value = 0
}

final class LockTests: RxTestCase {
    func testMakesIncrementsFromManyThreadsExact() {
        let counter = LockedCounter()
        runConcurrently(threads: 8) { _ in
            for _ in 0..<20_000 { counter.lock.withLock { counter.value += 1 } }
        }
        XCTAssertEqual(counter.value, 160_000)
    }

    func testReturnsAndRethrowsWhatTheBodyDoes() {
        let counter = LockedCounter()
        XCTAssertEqual(counter.lock.withLock { 42 }, 42)
        XCTAssertThrowsError(try counter.lock.withLock { throw TestError.boom })
        // The lock was released by the throw.
        XCTAssertEqual(counter.lock.withLock { 7 }, 7)
    }
}
