import XCTest

@testable import RxCore

final class DisposablesTests: RxTestCase {
    func testCreateWithRunsTheActionOnceAndReleasesIt() {
        weak var weakToken: Token?
        var count = 0
        let disposable: Cancelable
        do {
            let token = Token()
            weakToken = token
            disposable = Disposables.create {
                _ = token
                count += 1
            }
        }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(count, 1)
        XCTAssertNil(weakToken)
    }

    func testCreateWithRunsTheActionOnceUnderConcurrentDisposal() {
        let counter = Counter()
        // `Cancelable` is not `Sendable`, but `Disposables.create(with:)` returns a thread-safe one.
        nonisolated(unsafe) let disposable = Disposables.create { counter.increment() }
        runConcurrently(threads: 4) { _ in disposable.dispose() }
        XCTAssertEqual(counter.value, 1)
    }

    func testCreateWithoutArgumentsReturnsTheSharedNoOp() {
        let before = Resources.total
        let disposable = Disposables.create()
        XCTAssertTrue(disposable is NopDisposable, "got \(type(of: disposable))")
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(Resources.total, before, "the no-op disposable is not a live object")
    }

    func testGroupingOverloadsDisposeInOrder() {
        var order: [Int] = []
        func member(_ index: Int) -> Disposable { Disposables.create { order.append(index) } }
        let two = Disposables.create(member(0), member(1))
        let three = Disposables.create(member(2), member(3), member(4))
        let many = Disposables.create(member(5), member(6), member(7), member(8))
        let array = Disposables.create([member(9), member(10)])
        for disposable in [two, three, many, array] {
            XCTAssertFalse(disposable.isDisposed)
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
        }
        XCTAssertEqual(order, Array(0...10))
    }
}
