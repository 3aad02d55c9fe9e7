import RxCore
import RxTest
import XCTest

final class TestableObserverTests: RxTestCase {
    func testRecordsEachEventWithTheClockAtArrival() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let error = MarbleTestError()
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(10) { observer.onNext(2) }
        scheduler.scheduleAt(30) { observer.onError(error) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(10, 2), .error(30, error)])
    }

    func testRecordsEverythingEvenAfterATerminalEvent() {
        let scheduler = TestScheduler(initialClock: 5)
        let observer = scheduler.createObserver(String.self)
        observer.onCompleted()
        observer.onNext("late")
        XCTAssertEqual(observer.events, [.completed(5), .next(5, "late")])
    }

    func testStartsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.createObserver(Int.self).events, [])
    }
}
