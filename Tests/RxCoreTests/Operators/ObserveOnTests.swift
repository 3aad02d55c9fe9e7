import Dispatch
import Foundation
import RxTest
import XCTest

@testable import RxCore

final class ObserveOnTests: RxTestCase {
    private let error = MarbleTestError()

    // MARK: Virtual time (the generic, queue-draining implementation)

    func testDeliversEachEventOneSchedulerStepLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .next(231, 4), .completed(301)])
        // The source subscription ends once the terminal event has been delivered.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 301)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, error)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .error(301, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 301)])
    }

    func testSimultaneousEventsAreDrainedOneActionAtATime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 213)])
    }

    func testDisposingDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 211) { xs.observe(on: scheduler) }
        // The disposal at 211 was scheduled before the drain, so it runs first.
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
    }

    func testDisposingFromTheObserverStopsTheDrain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3)])
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.observe(on: scheduler).subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in source.observe(on: scheduler) }
    }

    // MARK: Serial dispatch queues

    func testSerialQueueDeliversOnTheQueueInOrder() {
        let baseline = Resources.total
        do {
            let key = DispatchSpecificKey<Int>()
            let scheduler = SerialDispatchQueueScheduler(
                internalSerialQueueName: "rxcore.tests.observeOn",
                serialQueueConfiguration: { $0.setSpecific(key: key, value: 1) }
            )
            let subject = PublishSubject<Int>()
            let received = Collector<Int>()
            let offQueue = Collector<Int>()
            let done = DispatchSemaphore(value: 0)
            let subscription = subject.observe(on: scheduler).subscribe(
                onNext: { value in
                    received.append(value)
                    if DispatchQueue.getSpecific(key: key) != 1 { offQueue.append(value) }
                },
                onCompleted: { done.signal() }
            )
            DispatchQueue.global().async {
                for value in 0..<1_000 { subject.onNext(value) }
                subject.onCompleted()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(received.snapshot, Array(0..<1_000))
            XCTAssertEqual(offQueue.snapshot, [])
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    func testSerialQueueDropsEventsQueuedBeforeDisposal() {
        let baseline = Resources.total
        do {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.observeOn.dispose")
            let subject = PublishSubject<Int>()
            let received = Collector<Event<Int>>()
            let blocking = DispatchSemaphore(value: 0)
            let unblock = DispatchSemaphore(value: 0)
            let subscription = subject.observe(on: scheduler).subscribe { event in
                received.append(event)
                if event.element == 0 {
                    blocking.signal()
                    _ = unblock.wait(timeout: .now() + 30)
                }
            }
            subject.onNext(0)
            XCTAssertEqual(blocking.wait(timeout: .now() + 30), .success)
            subject.onNext(1)
            subject.onCompleted()
            subscription.dispose()
            unblock.signal()
            scheduler.drainPendingWork()
            XCTAssertEqual(received.snapshot, [.next(0)])
        }
        waitForResources(toReturnTo: baseline)
    }

    func testMainSchedulerDeliversAtOnceWhenAlreadyOnTheMainQueue() {
        let baseline = Resources.total
        do {
            var received: [Int] = []
            let subscription = Observable.of(1, 2, 3).observe(on: MainScheduler.instance)
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2, 3])
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    func testMainSchedulerMovesBackgroundEventsToTheMainThread() {
        let baseline = Resources.total
        do {
            let subject = PublishSubject<Int>()
            let onMain = Collector<Bool>()
            var completed = false
            let subscription = subject.observe(on: MainScheduler.instance).subscribe(
                onNext: { _ in onMain.append(Thread.isMainThread) },
                onCompleted: { completed = true }
            )
            DispatchQueue.global().async {
                subject.onNext(1)
                subject.onNext(2)
                subject.onCompleted()
            }
            spinMainRunLoop { completed }
            XCTAssertEqual(onMain.snapshot, [true, true])
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    // MARK: Concurrent schedulers

    func testConcurrentSchedulerStillDeliversOneEventAtATimeInOrder() {
        let baseline = Resources.total
        do {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let subject = PublishSubject<Int>()
            let inside = AtomicCell<Int>(0)
            let overlaps = AtomicCell<Int>(0)
            let received = Collector<Int>()
            let done = DispatchSemaphore(value: 0)
            let subscription = subject.observe(on: scheduler).subscribe(
                onNext: { value in
                    if inside.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                        overlaps.wrappingAdd(1, ordering: .relaxed)
                    }
                    received.append(value)
                    inside.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                },
                onCompleted: { done.signal() }
            )
            for value in 0..<2_000 { subject.onNext(value) }
            subject.onCompleted()
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(received.snapshot, Array(0..<2_000))
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    // MARK: Under concurrency (run these under the thread sanitizer)

    func testEventsFromManyThreadsStaySerializedOnEverySchedulerKind() {
        let schedulers: [(String, ImmediateSchedulerType)] = [
            ("serial", SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.observeOn.stress")),
            ("concurrent", ConcurrentDispatchQueueScheduler(qos: .default)),
        ]
        for (name, scheduler) in schedulers {
            let baseline = Resources.total
            do {
                let subject = PublishSubject<Int>()
                let probe = ContractProbe(capacity: 4 * 500)
                let completed = DispatchSemaphore(value: 0)
                let subscription = subject.observe(on: scheduler).subscribe(signalling(probe, completed))
                publishConcurrently(to: subject, threads: 4, perThread: 500)
                subject.onCompleted()
                XCTAssertEqual(completed.wait(timeout: .now() + 10), .success, name)
                probe.assertContract(received: 0..<2_000, terminal: .completed)
                subscription.dispose()
            }
            waitForResources(toReturnTo: baseline)
        }
    }

    func testDisposingWhileEventsAreInFlightStopsDelivery() {
        let baseline = Resources.total
        do {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.observeOn.race")
            for round in 0..<50 {
                let subject = PublishSubject<Int>()
                let probe = ContractProbe(capacity: 1_000)
                let target: ImmediateSchedulerType = round.isMultiple(of: 2) ? scheduler : serial
                let subscription = SingleAssignmentDisposable()
                subscription.setDisposable(subject.observe(on: target).subscribe(probe))
                runConcurrently(threads: 2) { thread in
                    if thread == 0 {
                        for value in 0..<1_000 { subject.onNext(value) }
                    } else {
                        subscription.dispose()
                    }
                }
                XCTAssertFalse(probe.overlapped, "round \(round)")
            }
            serial.drainPendingWork()
        }
        waitForResources(toReturnTo: baseline)
    }
}
