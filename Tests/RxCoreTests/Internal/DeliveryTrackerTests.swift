import XCTest

@testable import RxCore

final class DeliveryTrackerTests: RxTestCase {
    func testReportsOnlyOverlappingEntries() {
        let tracker = DeliveryTracker()
        let sequential = HookReports.capture {
            tracker.enter()
            tracker.leave()
            tracker.enter()
            tracker.leave()
        }
        XCTAssertEqual(sequential.violations, [])
        let nested = HookReports.capture {
            tracker.enter()
            tracker.enter()
            tracker.leave()
            tracker.leave()
        }
        XCTAssertEqual(nested.violations.count, 1)
    }
}
