import RxCore
import RxTest
import XCTest

// The traits' seconds overloads, from deprecated test methods (see ObservableType+DeprecatedTests).
final class TraitsTimeIntervalTests: RxTestCase {
    @available(*, deprecated, message: "exercises the deprecated seconds overloads")
    func testSingleDelayDelaySubscriptionAndTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.just(1).delaySubscription(20, scheduler: scheduler).delay(30, scheduler: scheduler).asObservable()
        }
        let renamedScheduler = TestScheduler(initialClock: 0)
        let renamed = renamedScheduler.start {
            Single.just(1).delaySubscription(.seconds(20), scheduler: renamedScheduler)
                .delay(.seconds(30), scheduler: renamedScheduler).asObservable()
        }
        XCTAssertEqual(res.events.first, .next(250, 1))
        XCTAssertEqual(res.events, renamed.events)
        let timeoutScheduler = TestScheduler(initialClock: 0)
        let timedOut = timeoutScheduler.start {
            Single<Int>.never().timeout(40, scheduler: timeoutScheduler).asObservable()
        }
        XCTAssertEqual(timedOut.events, [.error(240, RxError.timeout)])
        let otherScheduler = TestScheduler(initialClock: 0)
        let switched = otherScheduler.start {
            Single<Int>.never().timeout(40, other: .just(5), scheduler: otherScheduler).asObservable()
        }
        XCTAssertEqual(switched.events, [.next(240, 5), .completed(240)])
    }

    @available(*, deprecated, message: "exercises the deprecated seconds overloads")
    func testSharedSequenceTimeOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(260, 3), .completed(400)])
        var seconds: [[Recorded<Event<Int>>]] = []
        var intervals: [[Recorded<Event<Int>>]] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            seconds.append(scheduler.start { driver.debounce(20).throttle(30).delay(10) }.events)
        }
        let again = TestScheduler(initialClock: 0)
        let ys = again.createHotObservable([.next(210, 1), .next(215, 2), .next(260, 3), .completed(400)])
        SharingScheduler.mock(scheduler: again) {
            let driver = ys.asDriver(onErrorJustReturn: -1)
            intervals.append(
                again.start { driver.debounce(.seconds(20)).throttle(.seconds(30)).delay(.seconds(10)) }.events)
        }
        XCTAssertFalse(seconds[0].isEmpty)
        XCTAssertEqual(seconds, intervals)
    }

    @available(*, deprecated, message: "exercises the deprecated seconds overloads")
    func testSharedSequenceIntervalAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Recorded<Event<Int>>] = []
        var timer: [Recorded<Event<Int>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            ticks = scheduler.start { Driver<Int>.interval(100).asObservable().take(2) }.events
        }
        let timerScheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: timerScheduler) {
            timer = timerScheduler.start { Driver<Int>.timer(50) }.events
        }
        XCTAssertEqual(ticks.map(\.value.element), [0, 1, nil])
        XCTAssertEqual(ticks.first?.time, 300)
        XCTAssertEqual(timer.map(\.value.element), [0, nil])
        XCTAssertEqual(timer.first?.time, 250)
    }
}
