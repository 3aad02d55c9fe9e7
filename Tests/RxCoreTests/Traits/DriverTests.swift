import Foundation
import RxCore
import RxTest
import XCTest

final class DriverTests: RxTestCase {
    private let error = MarbleTestError()

    func testOnErrorJustReturnEndsWithTheElementOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, error)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 231)])
        }
    }

    func testOnErrorDriveWithContinuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, error)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(9)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 9), .completed(232)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, error)] as [Recorded<Event<String>>])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorRecover: { Driver.just("\($0)") }) }
            XCTAssertEqual(res.events, [.next(232, "MarbleTestError(boom)"), .completed(232)])
        }
    }

    func testSharesOneSubscriptionAndReplaysTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.scheduleAt(300) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(second.events, [.next(230, 2), .next(241, 3)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testSharingEndsWhenTheLastSubscriberLeavesAndTheReplayStartsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = driver.asObservable().subscribe(first) }
            scheduler.scheduleAt(250) { subscription?.dispose() }
            scheduler.scheduleAt(300) { subscription = driver.asObservable().subscribe(second) }
            scheduler.scheduleAt(400) { subscription?.dispose() }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1)])
            // `.whileConnected`: the element seen by the first connection is not replayed.
            XCTAssertEqual(second.events, [.next(321, 2)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
        }
    }

    func testDeliversOnTheMainThread() {
        let baseline = Resources.total
        do {
            let subject = PublishSubject<Int>()
            let onMain = Collector<Bool>()
            var values: [Int] = []
            let subscription = subject.asDriver(onErrorJustReturn: -1).drive(onNext: { value in
                onMain.append(Thread.isMainThread)
                values.append(value)
            })
            DispatchQueue.global().async {
                subject.onNext(1)
                subject.onError(MarbleTestError())
            }
            spinMainRunLoop { values.count == 2 }
            XCTAssertEqual(values, [1, -1])
            XCTAssertEqual(onMain.snapshot, [true, true])
            subscription.dispose()
        }
        spinMainRunLoop { Resources.total <= baseline }
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in
            mocking(scheduler) { source.asDriver(onErrorJustReturn: 0) }
        }
        assertReleasesResources { source, scheduler in
            mocking(scheduler) { source.asDriver(onErrorDriveWith: .empty()) }
        }
    }
}
