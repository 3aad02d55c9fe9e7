import Foundation
import XCTest

@testable import RxCore

/// A subscription made while a subject delivers its ending, from the delivering thread, is served
/// before `subscribe` returns; from another thread it still waits for the delivery.
final class SubjectCoreTerminalDeliveryTests: RxTestCase {
    // Subscribes again, in every way a subscriber reaches a subject, as `subject` completes.
    private func assertResubscriptionsAreServedAtOnce(
        _ subject: ReplaySubject<Int>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        var log: [String] = []
        let observer = Recorder<Int>()
        var subscriptions: [Disposable] = []
        subscriptions.append(
            subject.subscribe(onCompleted: {
                log.append("completed")
                subscriptions.append(subject.subscribe(onNext: { log.append("closure \($0)") }))
                subscriptions.append(subject.subscribe(observer))
                subscriptions.append(subject.map { $0 * 10 }.subscribe(onNext: { log.append("map \($0)") }))
                log.append("returned")
            })
        )
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(
            log,
            ["completed", "closure 1", "closure 2", "map 10", "map 20", "returned"],
            file: file,
            line: line
        )
        XCTAssertEqual(observer.events, [.next(1), .next(2), .completed], file: file, line: line)
        XCTAssertFalse(subject.hasObservers, file: file, line: line)
        for subscription in subscriptions { subscription.dispose() }
    }

    func testResubscribingAsAReplaySubjectCompletesIsServedBeforeSubscribeReturns() {
        assertResubscriptionsAreServedAtOnce(ReplaySubject<Int>.createUnbounded())
        assertResubscriptionsAreServedAtOnce(ReplaySubject<Int>.create(bufferSize: 2))
    }

    func testResubscribingAsAPublishSubjectFailsGetsTheErrorBeforeTheNextObserver() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onError: { _ in
            log.append("first failed")
            _ = subject.subscribe(onError: { _ in log.append("resubscription failed") })
        })
        let second = subject.subscribe(onError: { _ in log.append("second failed") })
        subject.onError(TestError.boom)
        XCTAssertEqual(log, ["first failed", "resubscription failed", "second failed"])
        first.dispose()
        second.dispose()
    }

    func testSubscribingToAnAsyncSubjectAsItDeliversItsLastElementGetsTheElementAndTheEndAtOnce() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            _ = subject.subscribe(
                onNext: { log.append("inner \($0)") },
                onCompleted: { log.append("inner completed") }
            )
            log.append("returned")
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["first 2", "inner 2", "inner completed", "returned"])
        first.dispose()
    }

    func testSubscribingToAStoppedBehaviorSubjectAsItEndsGetsOnlyTheEnd() {
        let subject = BehaviorSubject(value: 0)
        let inner = Recorder<Int>()
        var innerWasServed = false
        let first = subject.subscribe(onCompleted: {
            _ = subject.subscribe(inner)
            innerWasServed = inner.events == [.completed]
        })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertTrue(innerWasServed)
        XCTAssertEqual(inner.events, [.completed])
        first.dispose()
    }

    func testAResubscriptionMadeWhileReplayingTheEndToALateSubscriberIsServedInsideIt() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(7)
        subject.onCompleted()
        var log: [String] = []
        var depth = 0
        func subscribe() {
            depth += 1
            let level = depth
            _ = subject.subscribe(
                onNext: { log.append("\(level): \($0)") },
                onCompleted: {
                    log.append("\(level): completed")
                    if level < 3 { subscribe() }
                    log.append("\(level): done")
                }
            )
        }
        subscribe()
        XCTAssertEqual(
            log,
            ["1: 7", "1: completed", "2: 7", "2: completed", "3: 7", "3: completed", "3: done", "2: done", "1: done"]
        )
    }

    func testASubscriptionFromAnotherThreadWaitsForTheEndToBeDelivered() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let other = Recorder<Int>()
        let subscribedFromOtherThread = DispatchSemaphore(value: 0)
        var otherEventsBeforeTheDeliveryEnded: [Event<Int>]?
        let first = subject.subscribe(onCompleted: {
            DispatchQueue.global().async {
                _ = subject.subscribe(other)
                subscribedFromOtherThread.signal()
            }
            subscribedFromOtherThread.wait()
            otherEventsBeforeTheDeliveryEnded = other.events
        })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(otherEventsBeforeTheDeliveryEnded, [])
        XCTAssertEqual(other.events, [.next(1), .completed])
        first.dispose()
    }
}
