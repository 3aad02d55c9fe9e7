import RxCore
import XCTest

final class TakeTests: XCTestCase {
    func testEmitsTheFirstElementsThenCompletesAndUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.take(2))
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertEqual(recorder.disposeCount, 1)
    }

    func testZeroCompletesWithoutSubscribing() {
        var subscribed = false
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.never().do(onSubscribe: { subscribed = true }).take(0))
        recorder.assertEvents([.completed])
        XCTAssertFalse(subscribed)
    }

    func testSourceCompletingEarlyCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).take(5))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testForwardsTheSourceError() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.take(3))
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testStopsASynchronousInfiniteSource() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.from(sequence(first: 0) { $0 + 1 }).take(4))
        recorder.assertEvents([.next(0), .next(1), .next(2), .next(3), .completed])
    }

    func testReentrantElementIsNotDeliveredAfterCompletion() {
        // The observer feeds the subject while handling the first element; the subject queues
        // that element behind the current one, and `take(1)` has completed by then.
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completions = 0
        _ = subject.take(1).subscribe(
            onNext: { value in
                received.append(value)
                subject.onNext(value + 1)
            },
            onCompleted: { completions += 1 }
        )
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(completions, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.take(3))
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.repeatElement(1).take(3))
            recorder.record(Observable<Int>.error(OperatorTestError.boom).take(3))
            let subject = PublishSubject<Int>()
            recorder.record(subject.take(1))
            subject.onNext(1)
        }
    }
}
