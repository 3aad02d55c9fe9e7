import XCTest

@testable import RxCore

final class PrimitiveSequenceOutcomeTests: RxTestCase {
    func testOnlyTheFirstEventIsTheOutcome() {
        let subject = PublishSubject<Int>()
        var outcomes: [Event<Int>] = []
        let subscription = Single(raw: subject.asObservable()).subscribeToOutcome { outcomes.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError.boom)
        XCTAssertEqual(outcomes, [.next(1)])
        subscription.dispose()
    }

    func testOnDisposedRunsOnceRightAfterTheOutcomeIsHandled() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Maybe(raw: subject.asObservable()).subscribeToOutcome(onDisposed: { log.append("disposed") })
        {
            log.append("outcome \($0)")
        }
        subject.onCompleted()
        XCTAssertEqual(log, ["outcome completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["outcome completed", "disposed"])
    }

    func testOnDisposedRunsOnceWhenDisposedBeforeAnOutcome() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Single(raw: subject.asObservable()).subscribeToOutcome(onDisposed: { log.append("disposed") }
        ) {
            log.append("outcome \($0)")
        }
        subscription.dispose()
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
        XCTAssertFalse(subject.hasObservers)
    }
}
