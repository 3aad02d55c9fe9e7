import XCTest

@testable import RxCore

final class SubjectDisposerTests: RxTestCase {
    func testRemovesTheSlotTheSubjectListedTheSubscriptionIn() {
        var removals: [Int] = []
        let subscription = SingleAssignmentDisposable()
        let unsubscriber = SubjectUnsubscriber { slot, identity in
            XCTAssertEqual(identity, ObjectIdentifier(subscription))
            removals.append(slot)
        }
        XCTAssertTrue(subscription.markListed(at: 5))
        subscription.setDisposable(SubjectDisposer(unsubscriber: unsubscriber, subscription: subscription))
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(removals, [5])
    }

    func testASubscriptionDisposedBeforeItWasListedRemovesNothing() {
        var removals = 0
        let subscription = SingleAssignmentDisposable()
        let unsubscriber = SubjectUnsubscriber { _, _ in removals += 1 }
        subscription.dispose()
        // The subject lists it too late: `markListed` tells it to take the entry out itself.
        XCTAssertFalse(subscription.markListed(at: 0))
        let unlisted = SingleAssignmentDisposable()
        unlisted.setDisposable(SubjectDisposer(unsubscriber: unsubscriber, subscription: unlisted))
        unlisted.dispose()
        XCTAssertEqual(removals, 0)
    }
}
