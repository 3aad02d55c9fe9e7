import XCTest

@testable import RxCore

final class SubjectCoreTests: RxTestCase {
    private final class Owner {}

    private func subscribe<Policy: SubjectPolicy>(
        _ core: SubjectCore<Policy>,
        _ recorder: Recorder<Int>,
        owner: AnyObject
    ) -> SingleAssignmentDisposable where Policy.Element == Int {
        let subscription = SingleAssignmentDisposable()
        core.process(.subscribe(AnyObserver(recorder), subscription, owner: owner))
        return subscription
    }

    func testEachPolicyReplaysWhatItKeepsBeforeAndAfterTermination() {
        let owner = Owner()
        let publish = run(SubjectCore(policy: PublishPolicy<Int>()), owner)
        let behavior = run(SubjectCore(policy: BehaviorPolicy(value: 0)), owner)
        let replay = run(SubjectCore(policy: ReplayPolicy<Int>(bufferSize: 1)), owner)
        let async = run(SubjectCore(policy: AsyncPolicy<Int>()), owner)
        // (events of an observer subscribed after 1, events of one subscribed after completion)
        XCTAssertEqual(publish.0, [.next(2), .completed])
        XCTAssertEqual(publish.1, [.completed])
        XCTAssertEqual(behavior.0, [.next(1), .next(2), .completed])
        XCTAssertEqual(behavior.1, [.completed])
        XCTAssertEqual(replay.0, [.next(1), .next(2), .completed])
        XCTAssertEqual(replay.1, [.next(2), .completed])
        XCTAssertEqual(async.0, [.next(2), .completed])
        XCTAssertEqual(async.1, [.next(2), .completed])
    }

    func testDisposeForgetsObserversAndKeptElements() {
        let owner = Owner()
        let core = SubjectCore(policy: ReplayPolicy<Int>(bufferSize: 3))
        let live = Recorder<Int>()
        _ = subscribe(core, live, owner: owner)
        core.process(.event(.next(1)))
        XCTAssertTrue(core.hasObservers)
        core.dispose()
        XCTAssertTrue(core.isDisposed)
        core.dispose()
        core.process(.event(.next(2)))
        let late = Recorder<Int>()
        _ = subscribe(core, late, owner: owner)
        XCTAssertTrue(core.isDisposed)
        XCTAssertFalse(core.hasObservers)
        XCTAssertEqual(core.policy.buffer.count, 0)
        XCTAssertEqual(live.events, [.next(1)])
        XCTAssertEqual(late.events, [.error(RxError.disposed(object: owner))])
    }

    /// Subscribes after element 1, sends 2 and completion, then subscribes again.
    private func run<Policy: SubjectPolicy>(
        _ core: SubjectCore<Policy>,
        _ owner: AnyObject
    ) -> ([Event<Int>], [Event<Int>]) where Policy.Element == Int {
        core.process(.event(.next(1)))
        let early = Recorder<Int>()
        let subscription = subscribe(core, early, owner: owner)
        core.process(.event(.next(2)))
        core.process(.event(.completed))
        core.process(.event(.next(3)))
        // Listed in a slot until the completion released it; a late removal finds nothing.
        guard let slot = subscription.listedSlot else {
            XCTFail("the early subscription was never listed")
            return (early.events, [])
        }
        core.process(.unsubscribe(slot: slot, subscription: ObjectIdentifier(subscription)))
        let late = Recorder<Int>()
        _ = subscribe(core, late, owner: owner)
        return (early.events, late.events)
    }
}
