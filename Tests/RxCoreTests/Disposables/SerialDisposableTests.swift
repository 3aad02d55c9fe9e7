import RxCore
import XCTest

final class SerialDisposableTests: RxTestCase {
    func testAssigningDisposesThePreviousDisposable() {
        let serial = SerialDisposable()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        serial.disposable = first
        XCTAssertTrue(serial.disposable as? BooleanDisposable === first)
        serial.disposable = second
        XCTAssertTrue(first.isDisposed)
        XCTAssertFalse(second.isDisposed)
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        XCTAssertTrue(second.isDisposed)
        XCTAssertTrue(serial.isDisposed)
    }

    func testAssigningAfterDisposeDisposesTheNewDisposable() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = BooleanDisposable()
        serial.disposable = late
        XCTAssertTrue(late.isDisposed)
        XCTAssertNil(serial.disposable as? BooleanDisposable)
    }

    func testEmptySerialDisposableReturnsANoOpDisposable() {
        let serial = SerialDisposable()
        serial.disposable.dispose()
        XCTAssertFalse(serial.isDisposed)
    }

    func testDisposeReleasesTheCurrentDisposable() {
        weak var weakToken: Token?
        let serial = SerialDisposable()
        do {
            let token = Token()
            weakToken = token
            serial.disposable = Disposables.create { _ = token }
        }
        XCTAssertNotNil(weakToken)
        serial.dispose()
        XCTAssertNil(weakToken)
    }

    func testConcurrentAssignmentsLeaveOnlyTheLastOneUndisposed() {
        let serial = SerialDisposable()
        let members = (0..<4_000).map { _ in BooleanDisposable() }
        runConcurrently(threads: 4) { thread in
            for index in stride(from: thread, to: members.count, by: 4) { serial.disposable = members[index] }
        }
        XCTAssertEqual(members.filter { !$0.isDisposed }.count, 1)
        serial.dispose()
        XCTAssertTrue(members.allSatisfy(\.isDisposed))
    }
}
