import RxCore
import XCTest

final class SkipTests: XCTestCase {
    func testDropsTheFirstElements() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.skip(2))
        for value in 1...4 { subject.onNext(value) }
        subject.onCompleted()
        recorder.assertEvents([.next(3), .next(4), .completed])
    }

    func testZeroAndNegativeDropNothing() {
        let zero = EventRecorder<Int>()
        zero.record(Observable.of(1, 2).skip(0))
        zero.assertEvents([.next(1), .next(2), .completed])
        let negative = EventRecorder<Int>()
        negative.record(Observable.of(1, 2).skip(-3))
        negative.assertEvents([.next(1), .next(2), .completed])
    }

    func testSkippingMoreThanAvailableOnlyCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).skip(5))
        recorder.assertEvents([.completed])
    }

    func testForwardsAnErrorWhileSkipping() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.skip(3))
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testEverySubscriptionCountsAgain() {
        let source = Observable.of(1, 2, 3).skip(2)
        let recorder = EventRecorder<Int>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next(3), .completed, .next(3), .completed])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.skip(1))
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.repeatElement(1).skip(2).take(2))
        }
    }
}
