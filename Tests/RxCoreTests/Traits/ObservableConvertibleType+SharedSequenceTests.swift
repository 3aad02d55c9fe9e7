import RxCore
import RxTest
import XCTest

final class ObservableConvertibleTypeSharedSequenceTests: RxTestCase {
    private let error = MarbleTestError()

    private func makeFailingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, error)])
    }

    func testOnErrorJustReturnWithANamedStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
            }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 231)])
        }
    }

    func testOnErrorDriveWithAnInferredStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal: Signal<Int> = xs.asSharedSequence(onErrorDriveWith: .just(-2))
            let res = scheduler.start { signal }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(232, -2), .completed(232)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 231)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            var recovered: [String] = []
            let driver: Driver<Int> = xs.asSharedSequence(onErrorRecover: { error in
                recovered.append("\(error)")
                return .just(-3)
            })
            let res = scheduler.start { driver }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(232, -3), .completed(232)])
            XCTAssertEqual(recovered, ["MarbleTestError(boom)"])
        }
    }

    func testADriverSharesAndReplaysWhileASignalSharesOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver: Driver<Int> = xs.asSharedSequence(onErrorJustReturn: 0)
            let signal: Signal<Int> = xs.asSharedSequence(onErrorJustReturn: 0)
            let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(driver.asObservable().subscribe(observers[0]))
                subscriptions.append(signal.asObservable().subscribe(observers[2]))
            }
            scheduler.scheduleAt(230) {
                subscriptions.append(driver.asObservable().subscribe(observers[1]))
                subscriptions.append(signal.asObservable().subscribe(observers[3]))
            }
            scheduler.scheduleAt(1000) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(observers[1].events, [.next(230, 2), .next(241, 3)])
            XCTAssertEqual(observers[2].events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(observers[3].events, [.next(241, 3)])
            // One subscription per shared sequence.
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000), Subscription(200, 1000)])
        }
    }
}
