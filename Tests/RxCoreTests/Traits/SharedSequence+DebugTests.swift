import RxCore
import RxTest
import XCTest

final class SharedSequenceDebugTests: RxTestCase {
    func testPassesTheEventsThroughAndPrintsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var events: [Recorded<Event<Int>>] = []
        let output = captureStandardOutput {
            SharingScheduler.mock(scheduler: scheduler) {
                events = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debug("probe") }.events
            }
        }
        XCTAssertEqual(events, [.next(211, 1), .completed(301)])
        XCTAssertTrue(output.contains("probe -> Event next(1)"), output)
        XCTAssertTrue(output.contains("probe -> Event completed"), output)
    }
}
