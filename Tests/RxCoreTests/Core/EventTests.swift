import RxCore
import XCTest

final class EventTests: RxTestCase {
    func testAccessorsDescribeEachCase() {
        let next = Event<Int>.next(1)
        let error = Event<Int>.error(TestError.boom)
        let completed = Event<Int>.completed
        XCTAssertEqual([next.isStopEvent, error.isStopEvent, completed.isStopEvent], [false, true, true])
        XCTAssertEqual([next.element, error.element, completed.element], [1, nil, nil])
        XCTAssertEqual(error.error as? TestError, .boom)
        XCTAssertNil(next.error)
        XCTAssertEqual([next.isCompleted, error.isCompleted, completed.isCompleted], [false, false, true])
    }

    func testMapTransformsElementsAndTurnsThrowsIntoErrors() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }, .next(20))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 10 }, .completed)
        XCTAssertEqual(Event<Int>.error(TestError.boom).map { $0 * 10 }, .error(TestError.boom))
        XCTAssertEqual(Event.next(2).map { (_: Int) -> Int in throw TestError.other(2) }, .error(TestError.other(2)))
    }

    func testEqualityComparesErrorsByTypeAndDescription() {
        XCTAssertEqual(Event<Int>.error(TestError.boom), .error(TestError.boom))
        XCTAssertNotEqual(Event<Int>.error(TestError.boom), .error(TestError.other(1)))
        XCTAssertNotEqual(Event<Int>.error(TestError.boom), .error(RxError.unknown))
        XCTAssertNotEqual(Event.next(1), .next(2))
        XCTAssertNotEqual(Event.next(1), .completed)
    }

    func testDebugDescription() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.error(TestError.boom).debugDescription, "error(boom)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
    }
}
