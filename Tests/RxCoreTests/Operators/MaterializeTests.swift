import RxCore
import XCTest

final class MaterializeTests: XCTestCase {
    func testTurnsEventsIntoElements() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Event<Int>>()
        recorder.record(subject.materialize())
        subject.onNext(1)
        subject.onCompleted()
        recorder.assertEvents([.next(.next(1)), .next(.completed), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testErrorBecomesAnElementFollowedByCompletion() {
        let recorder = EventRecorder<Event<Int>>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).materialize())
        recorder.assertEvents([.next(.error(OperatorTestError.boom)), .completed])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let subscription = EventRecorder<Event<Int>>().record(subject.materialize())
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Event<Int>>().record(Observable.of(1, 2).materialize())
        }
    }
}
