import XCTest

@testable import RxCore

final class SubjectUnsubscriberTests: RxTestCase {
    func testDisposeRemovesTheSlotTheSubjectListedTheSubscriptionInOnce() {
        var removals: [Int] = []
        let subscription = SingleAssignmentDisposable()
        let unsubscriber = SubjectUnsubscriber(
            remove: { slot, identity in
                XCTAssertEqual(identity, ObjectIdentifier(subscription))
                removals.append(slot)
            },
            removeKeyed: { _, _ in XCTFail("a subscription object removed itself by key") }
        )
        subscription.attach(to: unsubscriber)
        XCTAssertTrue(subscription.markListed(at: 5))
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(removals, [5])
    }

    func testASubscriptionDisposedBeforeItWasListedRemovesNothing() {
        var removals = 0
        let unsubscriber = SubjectUnsubscriber(
            remove: { _, _ in removals += 1 },
            removeKeyed: { _, _ in removals += 1 }
        )
        let subscription = SingleAssignmentDisposable()
        subscription.attach(to: unsubscriber)
        subscription.dispose()
        // The subject lists it too late: `markListed` tells the subject to take the entry out.
        XCTAssertFalse(subscription.markListed(at: 0))
        XCTAssertEqual(removals, 0)
    }

    func testTheSubjectIsHeldWeakly() {
        weak var weakSubject: PublishSubject<Int>?
        let subscription: Disposable
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = subject.subscribe(onNext: { _ in })
        }
        XCTAssertNil(weakSubject, "a live subscription kept its subject alive")
        subscription.dispose()
    }
}
