import XCTest

@testable import RxCore

final class SubjectEntryTests: RxTestCase {
    func testAnObserverEntryForwardsEveryEventAndLeavesTheSubscriptionToItsOperator() {
        let recorder = Recorder<Int>()
        let entry = SubjectEntry(observer: AnyObserver(recorder))
        let subscription = SingleAssignmentDisposable()
        entry.deliver(.next(1), subscription: subscription)
        entry.deliver(.completed, subscription: subscription)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
        XCTAssertFalse(subscription.isDisposed)
    }

    func testASubscriberEntryCallsItsHandlersThenEndsTheSubscription() {
        for terminal in [Event<Int>.completed, .error(TestError.boom)] {
            var log: [String] = []
            let subscription = SingleAssignmentDisposable(disposalAction: { log.append("disposed") })
            let entry = SubjectEntry<Int>(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") }
            )
            entry.deliver(.next(1), subscription: subscription)
            XCTAssertFalse(subscription.isDisposed)
            entry.deliver(terminal, subscription: subscription)
            let ending = terminal.isCompleted ? "completed" : "error boom"
            XCTAssertEqual(log, ["next 1", ending, "disposed"])
        }
    }

    func testASubscriberEntryWithoutHandlersReportsTheErrorAsUnhandled() {
        let subscription = SingleAssignmentDisposable()
        let entry = SubjectEntry<Int>(onNext: nil, onError: nil, onCompleted: nil)
        let reports = HookReports.capture {
            entry.deliver(.next(1), subscription: subscription)
            entry.deliver(.error(TestError.boom), subscription: subscription)
        }
        XCTAssertEqual(reports.errors, [String(describing: TestError.boom)])
        XCTAssertTrue(subscription.isDisposed)
    }
}
