import RxCore
import XCTest

final class TakeWhileTests: XCTestCase {
    func testWhileExclusiveStopsBeforeTheFailingElement() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.take(while: { $0 < 3 }))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testWhileInclusiveAlsoEmitsTheFailingElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive))
        recorder.assertEvents([.next(1), .next(2), .next(3), .completed])
    }

    func testUntilExclusiveStopsBeforeTheMatchingElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2, 3).take(until: { $0 == 2 }))
        recorder.assertEvents([.next(1), .completed])
    }

    func testUntilInclusiveAlsoEmitsTheMatchingElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2, 3).take(until: { $0 == 2 }, behavior: .inclusive))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testPredicateIsNotCalledAfterTheSequenceEnded() {
        var calls = 0
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.take(while: { value in
                calls += 1
                return value < 2
            })
        )
        for value in 1...4 { subject.onNext(value) }
        XCTAssertEqual(calls, 2)
        recorder.assertEvents([.next(1), .completed])
    }

    func testSourceCompletingFirstCompletes() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).take(while: { _ in true }))
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testForwardsTheSourceError() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).take(until: { _ in false }))
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testPredicateErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.take(while: { value in
                if value == 2 { throw OperatorTestError.boom }
                return true
            })
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testStopsAnInfiniteSynchronousSource() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.from(sequence(first: 0) { $0 + 1 }).take(while: { $0 < 3 }))
        recorder.assertEvents([.next(0), .next(1), .next(2), .completed])
    }

    func testDisposeUnsubscribes() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.take(while: { _ in true }))
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.repeatElement(1).take(until: { _ in true }, behavior: .inclusive))
            recorder.record(Observable.of(1, 2).take(while: { _ in true }))
        }
    }
}
