import XCTest

@testable import RxCore

final class SingleAssignmentDisposableTests: RxTestCase {
    func testDisposeDisposesTheAssignedDisposableOnce() {
        var count = 0
        let single = SingleAssignmentDisposable()
        single.setDisposable(Disposables.create { count += 1 })
        XCTAssertFalse(single.isDisposed)
        single.dispose()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(count, 1)
    }

    func testAssigningAfterDisposeDisposesAtOnce() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        let late = BooleanDisposable()
        single.setDisposable(late)
        XCTAssertTrue(late.isDisposed)
    }

    func testDisposeReleasesTheAssignedDisposable() {
        weak var weakToken: Token?
        let single = SingleAssignmentDisposable()
        do {
            let token = Token()
            weakToken = token
            single.setDisposable(Disposables.create { _ = token })
        }
        XCTAssertNotNil(weakToken)
        single.dispose()
        XCTAssertNil(weakToken)
    }

    func testRacingAssignmentAndDisposalDisposeExactlyOnce() {
        for _ in 0..<500 {
            let single = SingleAssignmentDisposable()
            let counter = Counter()
            runConcurrently(threads: 2) { thread in
                if thread == 0 {
                    single.setDisposable(Disposables.create { counter.increment() })
                } else {
                    single.dispose()
                }
            }
            XCTAssertEqual(counter.value, 1)
        }
    }

    func testTheListedSlotIsRecordedOnlyWhileLiveAndSurvivesDisposal() {
        let subscription = SingleAssignmentDisposable()
        XCTAssertNil(subscription.listedSlot)
        XCTAssertTrue(subscription.markListed(at: 12))
        XCTAssertEqual(subscription.listedSlot, 12)
        subscription.dispose()
        XCTAssertTrue(subscription.isDisposed)
        XCTAssertEqual(subscription.listedSlot, 12)
        let late = SingleAssignmentDisposable()
        late.dispose()
        XCTAssertFalse(late.markListed(at: 3), "a disposed subscription was reported live")
    }

    func testDisposeCallsTheSubjectsRemovalOnceWithTheSlotItWasListedIn() {
        var removals: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.attach(removal: { slot, identity in
            XCTAssertEqual(identity, ObjectIdentifier(subscription))
            removals.append(slot)
        })
        XCTAssertTrue(subscription.markListed(at: 5))
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(removals, [5])
    }

    func testASubscriptionDisposedBeforeItWasListedCallsNoRemoval() {
        var removals = 0
        let subscription = SingleAssignmentDisposable()
        subscription.attach(removal: { _, _ in removals += 1 })
        subscription.dispose()
        // The subject lists it too late: `markListed` tells the subject to take the entry out.
        XCTAssertFalse(subscription.markListed(at: 0))
        XCTAssertEqual(removals, 0)
    }

    func testALiveSubscriptionDoesNotKeepItsSubjectAlive() {
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
