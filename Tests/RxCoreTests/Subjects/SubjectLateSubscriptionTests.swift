import RxCore
import XCTest

/// Operators sometimes subscribe a subject after their subscription already ended (an earlier
/// upstream terminated it); the subject must not keep such an observer.
final class SubjectLateSubscriptionTests: RxTestCase {
    private struct Failure: Error {}

    func testAmbWonSynchronouslyLeavesNoObserverOnTheSubject() {
        let subject = PublishSubject<Int>()
        Observable.just(1).amb(subject).subscribe(onNext: { _ in }).dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testCombineLatestWithAFailedSourceLeavesNoObserverOnTheSubject() {
        let subject = BehaviorSubject(value: 0)
        _ = Observable.combineLatest(Observable<Int>.error(Failure()), subject).subscribe(onError: { _ in })
        XCTAssertFalse(subject.hasObservers)
    }

    func testWithLatestFromAFailedSourceLeavesNoObserverOnTheSubject() {
        let subject = PublishSubject<Int>()
        _ = subject.withLatestFrom(Observable<Int>.error(Failure())).subscribe(onError: { _ in })
        XCTAssertFalse(subject.hasObservers)
    }

    func testAnObserverThatStopsDuringTheReplayIsNotKept() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var received: [Int] = []
        let observable: Observable<Int> = subject
        _ = observable.take(1).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
