import RxCore
import XCTest

final class CompactMapTests: XCTestCase {
    func testEmitsTheNonNilResults() {
        let subject = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.compactMap { Int($0) })
        subject.onNext("1")
        subject.onNext("x")
        subject.onNext("3")
        subject.onCompleted()
        recorder.assertEvents([.next(1), .next(3), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testForwardsTheSourceError() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.compactMap { $0 })
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testTransformErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.compactMap { value -> Int? in
                if value == 2 { throw OperatorTestError.boom }
                return value
            }
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.compactMap { $0 })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        recorder.assertEvents([.next(1)])
    }

    func testTakeStopsASynchronousSource() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.repeatElement(Optional(5)).compactMap { $0 }.take(2))
        recorder.assertEvents([.next(5), .next(5), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of("1", "a").compactMap { Int($0) })
            recorder.record(Observable.of(1).compactMap { _ -> Int? in throw OperatorTestError.boom })
        }
    }
}
