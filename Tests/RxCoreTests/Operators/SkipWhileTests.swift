import RxCore
import XCTest

final class SkipWhileTests: XCTestCase {
    func testDropsLeadingElementsWhileThePredicateHolds() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.skip(while: { $0 < 3 }))
        for value in [1, 2, 3, 1, 4] { subject.onNext(value) }
        subject.onCompleted()
        recorder.assertEvents([.next(3), .next(1), .next(4), .completed])
    }

    func testPredicateIsNotCalledOnceTheGateOpened() {
        var calls = 0
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 5, 1, 1).skip(while: { value in
                calls += 1
                return value < 3
            })
        )
        XCTAssertEqual(calls, 2)
        recorder.assertEvents([.next(5), .next(1), .next(1), .completed])
    }

    func testAlwaysTrueOnlyCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).skip(while: { _ in true }))
        recorder.assertEvents([.completed])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).skip(while: { _ in true }))
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testPredicateErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.skip(while: { value in
                if value == 2 { throw OperatorTestError.boom }
                return true
            })
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.skip(while: { _ in false }))
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of(1, 2, 3).skip(while: { $0 < 2 }))
        }
    }
}
