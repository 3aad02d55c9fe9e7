import Dispatch
import Foundation
import RxCore
import RxTest
import XCTest

final class SubscribeOnTests: RxTestCase {
    private let error = MarbleTestError()

    func testSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt = 0
        var disposedAt = 0
        let xs = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)
    }

    func testCompletedAndError() {
        for ending in [Recorded<Event<Int>>.completed(300), .error(300, error)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([ending])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            XCTAssertEqual(res.events, [ending])
            XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
        }
    }

    func testDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testNothingIsDeliveredWhileTheSourceDisposalIsStillScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(301, 3)])
        let res = scheduler.start(disposed: 300) { xs.subscribe(on: scheduler) }
        // The hot element at 300 was scheduled before the disposal at 300; the one at 301 arrives
        // before the source's disposal (301, scheduled later) but after ours.
        XCTAssertEqual(res.events, [.next(210, 1), .next(300, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testDisposingBeforeTheSubscriptionRanCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribed = false
        let xs = Observable<Int>.create { _ in
            subscribed = true
            return Disposables.create()
        }
        let res = scheduler.start(disposed: 201) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertFalse(subscribed)
    }

    func testSubscribesOnTheDispatchQueue() {
        let baseline = Resources.total
        do {
            let key = DispatchSpecificKey<Int>()
            let scheduler = SerialDispatchQueueScheduler(
                internalSerialQueueName: "rxcore.tests.subscribeOn",
                serialQueueConfiguration: { $0.setSpecific(key: key, value: 1) }
            )
            let log = Collector<String>()
            let done = DispatchSemaphore(value: 0)
            let source = Observable<Int>.create { observer in
                log.append("subscribed on queue: \(DispatchQueue.getSpecific(key: key) == 1)")
                observer.onNext(1)
                return Disposables.create {
                    log.append("disposed on queue: \(DispatchQueue.getSpecific(key: key) == 1)")
                    done.signal()
                }
            }
            let subscription = source.subscribe(on: scheduler).subscribe(onNext: { log.append("next \($0)") })
            scheduler.drainPendingWork()
            subscription.dispose()
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(log.snapshot, ["subscribed on queue: true", "next 1", "disposed on queue: true"])
        }
        waitForResources(toReturnTo: baseline)
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.subscribe(on: scheduler) }
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start(disposed: 201) { Observable.just(1).subscribe(on: scheduler) }
        }
    }

    // MARK: Under concurrency (run these under the thread sanitizer)

    func testConcurrentSubscriptionsAndDisposalsOnAConcurrentQueue() {
        let baseline = Resources.total
        do {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let subject = PublishSubject<Int>()
            let probes = (0..<8).map { _ in ContractProbe(capacity: 2_000) }
            let subscriptions = (0..<8).map { _ in SingleAssignmentDisposable() }
            runConcurrently(threads: 9) { thread in
                if thread == 8 {
                    for value in 0..<2_000 { subject.onNext(value) }
                } else {
                    subscriptions[thread].setDisposable(subject.subscribe(on: scheduler).subscribe(probes[thread]))
                    Thread.sleep(forTimeInterval: 0.001 * Double(thread))
                    subscriptions[thread].dispose()
                }
            }
            for (index, probe) in probes.enumerated() {
                XCTAssertFalse(probe.overlapped, "subscriber \(index)")
            }
        }
        waitForResources(toReturnTo: baseline)
    }

    func testSubscribeOnAndObserveOnTogetherKeepTheContract() {
        let baseline = Resources.total
        do {
            let subscribeScheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            let observeScheduler = SerialDispatchQueueScheduler(
                internalSerialQueueName: "rxcore.tests.subscribeOn.pair")
            let probe = ContractProbe(capacity: 3_000)
            let completed = DispatchSemaphore(value: 0)
            // The producer runs on whichever thread `subscribe(on:)` picked; it sends everything
            // before returning.
            let source = Observable<Int>.create { observer in
                for value in 0..<3_000 { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }
            let subscription = source.subscribe(on: subscribeScheduler).observe(on: observeScheduler)
                .subscribe(signalling(probe, completed))
            XCTAssertEqual(completed.wait(timeout: .now() + 10), .success)
            probe.assertContract(received: 0..<3_000, terminal: .completed)
            subscription.dispose()
            observeScheduler.drainPendingWork()
        }
        waitForResources(toReturnTo: baseline)
    }
}
