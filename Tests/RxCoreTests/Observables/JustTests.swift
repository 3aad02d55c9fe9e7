import Dispatch
import RxCore
import RxTest
import XCTest

final class JustTests: RxTestCase {
    func testJustIsSynchronous() {
        var events: [Event<Int>] = []
        _ = Observable.just(7).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(7), .completed])
    }

    func testJustOnASchedulerEmitsThenCompletesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testJustOnASchedulerWithoutProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start { Observable.just(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func testDisposingBeforeTheElementCancelsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 201) {
            Observable.just(7, scheduler: scheduler)
        }
        // The disposal at 201 was scheduled before the subscription's work, so it runs first.
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.clock, 201)
    }

    func testDisposingBetweenElementAndCompletionDropsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Observable.just(7, scheduler: scheduler).subscribe(observer)
            // Scheduled after the element's action, so it runs right after it at 201.
            scheduler.scheduleAt(201) { subscription?.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(201, 7)])
        XCTAssertEqual(scheduler.clock, 201)
    }

    func testJustOnADispatchQueueDeliversOnTheQueue() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rxcore.tests.just",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 1) }
        )
        let received = Collector<String>()
        let done = DispatchSemaphore(value: 0)
        _ = Observable.just("x", scheduler: scheduler).subscribe(
            onNext: { received.append("\($0) on queue: \(DispatchQueue.getSpecific(key: key) == 1)") },
            onCompleted: {
                received.append("completed on queue: \(DispatchQueue.getSpecific(key: key) == 1)")
                done.signal()
            }
        )
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(received.snapshot, ["x on queue: true", "completed on queue: true"])
    }

    func testNothingLeaks() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start { Observable.just(1, scheduler: scheduler) }
            _ = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 1_201) {
                Observable.just(1, scheduler: scheduler)
            }
        }
    }
}
