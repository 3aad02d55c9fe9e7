import RxCore
import XCTest

final class IgnoreElementsTests: XCTestCase {
    func testForwardsOnlyCompletion() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Never>()
        recorder.record(subject.ignoreElements())
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertTrue(recorder.events.isEmpty)
        subject.onCompleted()
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertTrue(recorder.events.first?.isCompleted == true)
    }

    func testForwardsTheError() {
        let recorder = EventRecorder<Never>()
        recorder.record(Observable.of(1, 2).thenFail(with: OperatorTestError.boom).ignoreElements())
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first?.error as? OperatorTestError, .boom)
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let subscription = EventRecorder<Never>().record(subject.ignoreElements())
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Never>().record(Observable.of(1, 2).ignoreElements())
        }
    }
}
