import XCTest

@testable import RxCore

final class SubjectCoreKeyedSubscriptionsTests: RxTestCase {
    private final class Owner {}

    private func attach(_ core: SubjectCore<PublishPolicy<Int>>, _ recorder: Recorder<Int>) -> SubjectSubscription? {
        core.attachKeyed(owner: Owner()) { _ in SubjectEntry(observer: AnyObserver(recorder)) }
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

    func testABusyCoreListsNothingAndDoesNotBuildTheEntry() {
        let core = SubjectCore(policy: PublishPolicy<Int>())
        XCTAssertTrue(core.tryAcquire())
        var built = false
        let subscription = core.attachKeyed(owner: Owner()) { _ in
            built = true
            return SubjectEntry(onNext: nil, onError: nil, onCompleted: nil)
        }
        core.release { core.process($0) }
        XCTAssertNil(subscription)
        XCTAssertFalse(built)
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
        let live = core.attachKeyed(owner: owner) { _ in SubjectEntry(observer: AnyObserver(early)) }
        core.perform(.event(.completed))
        let late = Recorder<Int>()
        let ended = core.attachKeyed(owner: owner) { _ in SubjectEntry(observer: AnyObserver(late)) }
        XCTAssertEqual(ended?.slot, -1)
        XCTAssertTrue(core.markDisposed())
        core.perform(.dispose)
        let afterDisposal = Recorder<Int>()
        _ = core.attachKeyed(owner: owner) { _ in SubjectEntry(observer: AnyObserver(afterDisposal)) }
        XCTAssertEqual(early.events, [.next(5), .completed])
        XCTAssertEqual(late.events, [.completed])
        XCTAssertEqual(afterDisposal.events, [.error(RxError.disposed(object: owner))])
        XCTAssertFalse(core.hasObservers)
        live?.dispose()
    }
}
