import RxCore
import XCTest

final class RefCountDisposableTests: RxTestCase {
    func testWithoutLeasesDisposingDisposesTheWrappedDisposable() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertTrue(inner.isDisposed)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testTheWrappedDisposableWaitsForTheLastLease() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(inner.isDisposed)
        first.dispose()
        first.dispose()
        XCTAssertFalse(inner.isDisposed, "disposing a lease twice counts once")
        second.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testLeasesAloneNeverDisposeIt() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.retain().dispose()
        refCount.retain().dispose()
        XCTAssertFalse(inner.isDisposed)
        refCount.dispose()
        refCount.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testALeaseTakenAfterDisposalDoesNothing() {
        var disposals = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
        refCount.dispose()
        let late = refCount.retain()
        late.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testConcurrentLeasesDisposeTheWrappedDisposableOnce() {
        final class Counter: @unchecked Sendable {
            // Only touched through `lock`.
            private let lock = NSLock()
            private var count = 0
            func increment() { lock.withLock { count += 1 } }
            var value: Int { lock.withLock { count } }
        }
        let counter = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { counter.increment() })
        nonisolated(unsafe) let leases = (0..<64).map { _ in refCount.retain() }  // disposing is thread-safe
        refCount.dispose()
        DispatchQueue.concurrentPerform(iterations: leases.count) { leases[$0].dispose() }
        XCTAssertEqual(counter.value, 1)
    }
}
