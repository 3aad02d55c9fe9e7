import XCTest

@testable import RxCore

final class SubjectCoreKeyedSubscriptionsTests: RxTestCase {
    private final class Owner {}

    private func attach(_ core: SubjectCore<PublishPolicy<Int>>, _ recorder: Recorder<Int>) -> SubjectSubscription? {
        attach(core, owner: Owner(), recorder)
    }

    // Lists `recorder`'s entry as `subscribe` does, from memory the subject moves it out of; one
    // the subject did not take is destroyed here.
    private func attach<Policy: SubjectPolicy>(
        _ core: SubjectCore<Policy>,
        owner: AnyObject,
        _ recorder: Recorder<Policy.Element>
    ) -> SubjectSubscription? {
        withUnsafeTemporaryAllocation(of: SubjectEntry<Policy.Element>.self, capacity: 1) { buffer in
            let pointer = buffer.baseAddress!
            pointer.initialize(to: SubjectEntry(observer: AnyObserver(recorder)))
            let subscription = core.attachKeyed(owner: owner, UnsafeMutableRawPointer(pointer))
            if subscription == nil { pointer.deinitialize(count: 1) }
            return subscription
        }
    }

    func testKeysAreNeverReusedAndAFreedSlotIsReused() {
        let core = SubjectCore(policy: PublishPolicy<Int>())
        let first = attach(core, Recorder())
        let second = attach(core, Recorder())
        first?.dispose()
        let third = attach(core, Recorder())
        XCTAssertEqual([first?.key, second?.key, third?.key], [1, 2, 3])
        XCTAssertEqual(third?.slot, first?.slot)
        XCTAssertEqual(core.observers.count, 2)
        second?.dispose()
        third?.dispose()
        XCTAssertFalse(core.hasObservers)
    }

    func testABusyCoreListsNothingAndLeavesTheEntryWhereItWas() {
        let core = SubjectCore(policy: PublishPolicy<Int>())
        XCTAssertTrue(core.tryAcquire())
        let recorder = Recorder<Int>()
        withUnsafeTemporaryAllocation(of: SubjectEntry<Int>.self, capacity: 1) { buffer in
            let pointer = buffer.baseAddress!
            pointer.initialize(to: SubjectEntry(observer: AnyObserver(recorder)))
            XCTAssertNil(core.attachKeyed(owner: Owner(), UnsafeMutableRawPointer(pointer)))
            // Still the recorder's entry, and still initialized: moving it out is the caller's.
            pointer.move().deliver(.next(7), subscription: nil)
        }
        core.release { core.process($0) }
        XCTAssertEqual(recorder.events, [.next(7)])
        XCTAssertFalse(core.hasObservers)
    }

    func testARemovalWhileBusyIsPendingSkipsTheEntryAndIsForgottenOnceApplied() {
        let core = SubjectCore(policy: PublishPolicy<Int>())
        let (silenced, kept) = (Recorder<Int>(), Recorder<Int>())
        let subscription = attach(core, silenced)
        _ = attach(core, kept)
        // Another thread delivers (here: this one holds the queue), so the removal is queued.
        XCTAssertTrue(core.tryAcquire())
        subscription?.dispose()
        XCTAssertTrue(core.isRemovalPending(subscription!.key))
        XCTAssertEqual(core.flags.load(ordering: .acquiring), ObserverList<Int>.stopBit)
        core.receive(.next(1))
        XCTAssertEqual(core.observers.count, 2)
        core.release { core.process($0) }
        XCTAssertEqual(core.observers.count, 1)
        XCTAssertFalse(core.isRemovalPending(subscription!.key))
        XCTAssertEqual(core.flags.load(ordering: .acquiring), 0)
        core.perform(.event(.next(2)))
        XCTAssertEqual(silenced.events, [])
        XCTAssertEqual(kept.events, [.next(1), .next(2)])
        core.perform(.dispose)
    }

    func testATerminatedOrDisposedCoreDeliversTheEndAndListsNothing() {
        let owner = Owner()
        let core = SubjectCore(policy: BehaviorPolicy(value: 5))
        let early = Recorder<Int>()
        let live = attach(core, owner: owner, early)
        core.perform(.event(.completed))
        let late = Recorder<Int>()
        let ended = attach(core, owner: owner, late)
        XCTAssertEqual(ended?.slot, -1)
        XCTAssertTrue(core.markDisposed())
        core.perform(.dispose)
        let afterDisposal = Recorder<Int>()
        _ = attach(core, owner: owner, afterDisposal)
        XCTAssertEqual(early.events, [.next(5), .completed])
        XCTAssertEqual(late.events, [.completed])
        XCTAssertEqual(afterDisposal.events, [.error(RxError.disposed(object: owner))])
        XCTAssertFalse(core.hasObservers)
        live?.dispose()
    }
}
