import RxCore
import XCTest

final class FirstTests: XCTestCase {
    func testEmitsTheFirstElementThenCompletesAndUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int?>()
        recorder.record(subject.first())
        subject.onNext(4)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(5)
        recorder.assertEvents([.next(4), .completed])
    }

    func testEmptySourceEmitsNil() {
        let recorder = EventRecorder<Int?>()
        recorder.record(Observable<Int>.empty().first())
        recorder.assertEvents([.next(nil), .completed])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int?>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).first())
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testStopsAnInfiniteSynchronousSource() {
        let recorder = EventRecorder<Int?>()
        recorder.record(Observable.repeatElement(3).first())
        recorder.assertEvents([.next(3), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Int?>().record(Observable.of(1, 2).first())
        }
    }
}
