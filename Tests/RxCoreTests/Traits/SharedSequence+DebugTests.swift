import RxCore
import RxTest
import XCTest

final class SharedSequenceDebugTests: RxTestCase {
    func testDebugPrintsOnceForAllSubscribersOfTheSharedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(1).debug("tag")
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let output = captureStandardOutput {
                scheduler.scheduleAt(200) {
                    _ = driver.drive(first)
                    _ = driver.drive(second)
                }
                scheduler.start()
            }
            XCTAssertEqual(output.components(separatedBy: "tag -> subscribed").count - 1, 1)
            XCTAssertEqual(output.components(separatedBy: "tag -> Event next(1)").count - 1, 1)
            XCTAssertEqual(first.events, [.next(201, 1), .completed(201)])
            XCTAssertEqual(second.events, [.next(201, 1), .completed(201)])
        }
    }
}
