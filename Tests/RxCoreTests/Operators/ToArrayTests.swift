import RxCore
import XCTest

final class ToArrayTests: XCTestCase {
    func testEmitsAllElementsAsOneArrayOnCompletion() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<[Int]>()
        recorder.record(subject.toArray())
        subject.onNext(1)
        subject.onNext(2)
        recorder.assertEvents([])
        subject.onNext(3)
        subject.onCompleted()
        recorder.assertEvents([.next([1, 2, 3]), .completed])
    }

    func testEmptySourceEmitsAnEmptyArray() {
        let recorder = EventRecorder<[Int]>()
        recorder.record(Observable<Int>.empty().toArray())
        recorder.assertEvents([.next([]), .completed])
    }

    func testErrorDropsTheCollectedElements() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<[Int]>()
        recorder.record(subject.toArray())
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testEverySubscriptionCollectsItsOwnArray() {
        let source = Observable.of(1, 2).toArray()
        let recorder = EventRecorder<[Int]>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next([1, 2]), .completed, .next([1, 2]), .completed])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<[Int]>()
        let subscription = recorder.record(subject.toArray())
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<[Int]>()
            recorder.record(Observable.of(1, 2).toArray())
        }
    }
}
