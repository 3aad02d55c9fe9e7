import RxCore
import XCTest

final class TakeUntilTests: XCTestCase {
    func testOtherElementCompletesAndDisposesBoth() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        source.onNext(1)
        source.onNext(2)
        other.onNext("stop")
        source.onNext(3)
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }

    func testOtherErrorFailsTheSequence() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        source.onNext(1)
        other.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
        XCTAssertFalse(source.hasObservers)
    }

    func testOtherCompletingIsDisposedAndTheSourceContinues() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        other.onCompleted()
        source.onNext(1)
        source.onCompleted()
        recorder.assertEvents([.next(1), .completed])
    }

    func testSourceTerminationDisposesTheOther() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.take(until: other))
        source.onError(OperatorTestError.other)
        XCTAssertFalse(other.hasObservers)
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testSubscribesToTheOtherFirst() {
        var order: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
        let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
        let subscription = source.take(until: other).subscribe()
        XCTAssertEqual(order, ["other", "source"])
        subscription.dispose()
    }

    func testSynchronousOtherCompletesBeforeTheSourceEmits() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).take(until: Observable.just(0)))
        recorder.assertEvents([.completed])
    }

    func testDisposeUnsubscribesFromBoth() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.take(until: other))
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }

    func testConcurrentSourceAndOtherDeliverAValidSequence() {
        for _ in 0..<50 {
            let source = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            let recorder = ConcurrentRecorder<Int>()
            let subscription = source.take(until: other).subscribe(recorder.observer)
            DispatchQueue.concurrentPerform(iterations: 2) { lane in
                if lane == 0 {
                    for value in 0..<200 { source.onNext(value) }
                } else {
                    other.onNext(0)
                }
            }
            let events = recorder.events
            XCTAssertFalse(recorder.sawOverlap)
            XCTAssertEqual(events.last, .completed)
            XCTAssertEqual(events.dropLast().map(\.element), Array(0..<(events.count - 1)).map { Optional($0) })
            subscription.dispose()
        }
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            let other = PublishSubject<Int>()
            recorder.record(Observable.of(1, 2).take(until: other))
            let source = PublishSubject<Int>()
            recorder.record(source.take(until: other))
            other.onNext(1)
        }
    }
}
