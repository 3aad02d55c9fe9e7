import RxCore
import RxTest
import XCTest

final class ScheduledDisposableTests: RxTestCase {
    func testDisposesTheWrappedDisposableOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create { disposedAt.append(scheduler.clock) }
        )
        XCTAssertTrue(scheduled.scheduler as AnyObject === scheduler)
        scheduler.scheduleAt(300) {
            scheduled.dispose()
            XCTAssertTrue(scheduled.isDisposed)
            XCTAssertEqual(disposedAt, [], "not disposed before the scheduler runs it")
        }
        scheduler.scheduleAt(400) { scheduled.dispose() }
        XCTAssertFalse(scheduled.isDisposed)
        scheduler.start()
        XCTAssertEqual(disposedAt, [301])
    }
}
