import RxCore
import XCTest

@testable import RxTest

final class XCTestRxTests: XCTestCase {
    func testEqualArraysOfEveryKindPass() {
        let error = MarbleTestError("x")
        XCTAssertEqual([Event<Int>.next(1), .error(error)], [.next(1), .error(MarbleTestError("x"))])
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(error)], [.success(1), .failure(MarbleTestError("x"))])
        XCTAssertEqual(
            [MaybeEvent<Int>.success(1), .completed, .error(error)], [.success(1), .completed, .error(error)])
        XCTAssertEqual([CompletableEvent.completed, .error(error)], [.completed, .error(error)])
        XCTAssertEqual([Recorded<Event<Int>>.next(210, 1), .completed(250)], [.next(210, 1), .completed(250)])
        XCTAssertEqual([Recorded<Event<Int?>>.next(210, nil), .next(220, 2)], [.next(210, nil), .next(220, 2)])
        XCTAssertRecordedElements([.next(210, 1), .next(220, 2)], [1, 2])
    }

    func testDifferencesListEachMismatchAndTheExtraValues() {
        XCTAssertNil(sequenceDifferences([1, 2], [1, 2], equal: ==))
        XCTAssertEqual(
            sequenceDifferences([1, 2, 3], [1, 5], equal: ==), "[1]: 2 is not 5\n[2]: 3 only in the first array")
        XCTAssertEqual(
            sequenceDifferences([1], [1, 4, 5], equal: ==),
            "[1]: 4 only in the second array\n[2]: 5 only in the second array")
        let recorded = sequenceDifferences(
            [Recorded<Event<Int>>.next(210, 1)], [.next(211, 1)], equal: ==)
        XCTAssertEqual(recorded, "[0]: next(1) @ 210 is not next(1) @ 211")
    }

    func testSingleOutcomesCompareAsTheEventsThatCarryThem() {
        XCTAssertEqual(event(of: SingleEvent<Int>.success(3)), .next(3))
        XCTAssertEqual(event(of: SingleEvent<Int>.failure(RxError.timeout)), .error(RxError.timeout))
        XCTAssertNotEqual(event(of: SingleEvent<Int>.success(3)), event(of: .success(4)))
        XCTAssertNotEqual(event(of: SingleEvent<Int>.failure(RxError.timeout)), event(of: .failure(RxError.noElements)))
    }
}
