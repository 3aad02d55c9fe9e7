import RxCore
import RxTest
import XCTest

final class SharingSchedulerTests: RxTestCase {
    func testDefaultsToTheMainScheduler() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
    }

    func testMockReplacesTheSchedulerForTheDurationOfTheAction() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === scheduler)
            let other = TestScheduler(initialClock: 0)
            SharingScheduler.mock(makeScheduler: { other }) {
                XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === other)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockRestoresTheSchedulerWhenTheActionThrows() {
        struct Failure: Error {}
        XCTAssertThrowsError(
            try SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) { throw Failure() }
        )
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }
}
