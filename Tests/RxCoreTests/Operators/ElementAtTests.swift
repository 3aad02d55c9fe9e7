import RxCore
import XCTest

final class ElementAtTests: XCTestCase {
    func testEmitsTheElementAtTheIndexThenCompletes() {
        let subject = PublishSubject<String>()
        let recorder = EventRecorder<String>()
        recorder.record(subject.element(at: 2))
        subject.onNext("a")
        subject.onNext("b")
        subject.onNext("c")
        XCTAssertFalse(subject.hasObservers)
        subject.onNext("d")
        recorder.assertEvents([.next("c"), .completed])
    }

    func testIndexZeroIsTheFirstElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.repeatElement(8).element(at: 0))
        recorder.assertEvents([.next(8), .completed])
    }

    func testCompletingTooEarlyFailsWithArgumentOutOfRange() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).element(at: 2))
        recorder.assertEvents([.error(RxError.argumentOutOfRange)])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).element(at: 0))
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.element(at: 3))
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.range(start: 0, count: 5).element(at: 3))
            recorder.record(Observable.range(start: 0, count: 2).element(at: 3))
        }
    }
}
