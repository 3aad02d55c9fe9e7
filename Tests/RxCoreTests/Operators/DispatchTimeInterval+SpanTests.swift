import Dispatch
import Foundation
import XCTest

@testable import RxCore

final class DispatchTimeIntervalSpanTests: RxTestCase {
    private let start = Date(timeIntervalSince1970: 1_000)

    func testSubtractsTheElapsedTimeInTheIntervalsUnit() {
        let later = start.addingTimeInterval(0.25)
        XCTAssertEqual(DispatchTimeInterval.seconds(2).reduced(bySpanFrom: start, to: later), .seconds(2))
        XCTAssertEqual(DispatchTimeInterval.milliseconds(400).reduced(bySpanFrom: start, to: later), .milliseconds(150))
        XCTAssertEqual(
            DispatchTimeInterval.microseconds(300_000).reduced(bySpanFrom: start, to: later),
            .microseconds(50_000)
        )
        XCTAssertEqual(
            DispatchTimeInterval.nanoseconds(1_000_000_000).reduced(bySpanFrom: start, to: later),
            .nanoseconds(750_000_000)
        )
    }

    func testNeverGoesBelowZeroAndNeverStaysNever() {
        let later = start.addingTimeInterval(10)
        XCTAssertEqual(DispatchTimeInterval.seconds(3).reduced(bySpanFrom: start, to: later), .seconds(0))
        XCTAssertEqual(DispatchTimeInterval.never.reduced(bySpanFrom: start, to: later), .never)
    }

    func testIsNow() {
        XCTAssertTrue(DispatchTimeInterval.seconds(0).isNow)
        XCTAssertTrue(DispatchTimeInterval.milliseconds(-5).isNow)
        XCTAssertFalse(DispatchTimeInterval.nanoseconds(1).isNow)
        XCTAssertFalse(DispatchTimeInterval.never.isNow)
    }
}
