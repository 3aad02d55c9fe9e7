import RxCore
import XCTest

final class ReduceTests: XCTestCase {
    func testEmitsTheFinalAccumulationOnCompletion() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.reduce(10, accumulator: +))
        subject.onNext(1)
        subject.onNext(2)
        recorder.assertEvents([])
        subject.onCompleted()
        recorder.assertEvents([.next(13), .completed])
    }

    func testMapResultTransformsTheFinalValue() {
        let recorder = EventRecorder<String>()
        recorder.record(Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }))
        recorder.assertEvents([.next("sum 6"), .completed])
    }

    func testEmptySourceEmitsTheSeed() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.empty().reduce(42, accumulator: +))
        recorder.assertEvents([.next(42), .completed])
    }

    func testForwardsTheSourceErrorWithoutAResult() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.reduce(0, accumulator: +))
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testAccumulatorErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.reduce(0) { sum, value in
                if value == 2 { throw OperatorTestError.boom }
                return sum + value
            }
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testMapResultErrorFailsTheSequence() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1).reduce(0, accumulator: +, mapResult: { _ -> Int in throw OperatorTestError.other })
        )
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.reduce(0, accumulator: +))
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        recorder.assertEvents([])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of(1, 2).reduce(0, accumulator: +))
            recorder.record(Observable<Int>.error(OperatorTestError.boom).reduce(0, accumulator: +))
        }
    }
}
