import RxCore
import RxTest
import XCTest

final class RecordedTests: RxTestCase {
    func testFactoriesBuildTheRecordedEvents() {
        let error = MarbleTestError()
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300), .error(400, error)]
        XCTAssertEqual(events.map(\.time), [210, 300, 400])
        XCTAssertEqual(events[0].value, .next(1))
        XCTAssertEqual(events[1].value, .completed)
        XCTAssertEqual(events[2].value, .error(error))
        XCTAssertEqual(Recorded(time: 210, value: Event<Int>.next(1)), events[0])
    }

    func testTypeHintsAndEventsHelpersInferTheElementType() {
        let explicit = Recorded.events(.next(210, "a"), .completed(250, String.self))
        let fromArray = Recorded.events([.next(210, "a"), .completed(250)] as [Recorded<Event<String>>])
        XCTAssertEqual(explicit, fromArray)
        XCTAssertEqual(explicit.count, 2)
        let failure: Recorded<Event<Double>> = .error(5, MarbleTestError(), Double.self)
        XCTAssertEqual(failure.time, 5)
    }

    func testEqualityComparesTimeAndValue() {
        XCTAssertEqual(Recorded(time: 1, value: 2), Recorded(time: 1, value: 2))
        XCTAssertNotEqual(Recorded(time: 1, value: 2), Recorded(time: 2, value: 2))
        XCTAssertNotEqual(Recorded(time: 1, value: 2), Recorded(time: 1, value: 3))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(1, 1), .completed(1))
    }

    func testErrorsCompareByTypeAndDescription() {
        XCTAssertEqual(Recorded<Event<Int>>.error(1, MarbleTestError("a")), .error(1, MarbleTestError("a")))
        XCTAssertNotEqual(Recorded<Event<Int>>.error(1, MarbleTestError("a")), .error(1, MarbleTestError("b")))
        XCTAssertNotEqual(Recorded<Event<Int>>.error(1, MarbleTestError("a")), .error(1, RxError.timeout))
    }

    func testDebugDescriptionShowsValueAndTime() {
        XCTAssertEqual(Recorded<Event<Int>>.next(210, 2).debugDescription, "next(2) @ 210")
        XCTAssertEqual(Recorded<Event<Int>>.completed(300).debugDescription, "completed @ 300")
    }
}
