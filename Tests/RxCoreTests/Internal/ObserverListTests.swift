import TestSupport
import XCTest

@testable import RxCore

final class ObserverListTests: RxTestCase {
    private func entry(_ recorder: Recorder<Int>) -> AnyObserver<Int> {
        AnyObserver(recorder)
    }

    func testDispatchSkipsAnEntryWhoseSubscriptionIsDisposed() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        let (kept, silenced) = (Recorder<Int>(), Recorder<Int>())
        let silencedSubscription = SingleAssignmentDisposable()
        _ = list.append(entry(kept), subscription: SingleAssignmentDisposable())
        _ = list.append(entry(silenced), subscription: silencedSubscription)
        list.dispatch(.next(1))
        silencedSubscription.dispose()
        list.dispatch(.next(2))
        XCTAssertEqual(kept.events, [.next(1), .next(2)])
        XCTAssertEqual(silenced.events, [.next(1)])
    }

    func testDispatchesInSubscriptionOrderAndRemovesExactlyOneEntry() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        var order: [Int] = []
        let subscriptions = (0..<6).map { _ in SingleAssignmentDisposable() }
        let slots = subscriptions.indices.map { index in
            list.append(
                AnyObserver { _ in order.append(index) }, subscription: subscriptions[index])
        }
        XCTAssertEqual(list.count, 6)
        list.dispatch(.next(0))
        XCTAssertEqual(order, [0, 1, 2, 3, 4, 5])
        order = []
        list.remove(at: slots[2], subscription: ObjectIdentifier(subscriptions[2]))
        list.remove(at: slots[2], subscription: ObjectIdentifier(subscriptions[2]))
        // The wrong subscription for a slot removes nothing.
        list.remove(at: slots[3], subscription: ObjectIdentifier(subscriptions[4]))
        list.remove(at: slots[5], subscription: ObjectIdentifier(subscriptions[5]))
        list.dispatch(.next(0))
        XCTAssertEqual(order, [0, 1, 3, 4])
        list.removeAll()
        XCTAssertTrue(list.isEmpty)
        list.dispatch(.completed)
        XCTAssertEqual(order, [0, 1, 3, 4])
    }

    func testAFreedSlotIsReusedAndTheNewcomerIsDispatchedLast() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        var order: [String] = []
        let first = SingleAssignmentDisposable()
        let slot = list.append(AnyObserver { _ in order.append("first") }, subscription: first)
        _ = list.append(
            AnyObserver { _ in order.append("second") },
            subscription: SingleAssignmentDisposable())
        list.remove(at: slot, subscription: ObjectIdentifier(first))
        let reused = list.append(
            AnyObserver { _ in order.append("third") },
            subscription: SingleAssignmentDisposable())
        XCTAssertEqual(reused, slot)
        // A stale removal for the slot's previous subscription leaves the newcomer alone.
        list.remove(at: slot, subscription: ObjectIdentifier(first))
        list.dispatch(.next(0))
        XCTAssertEqual(order, ["second", "third"])
    }

    func testHoldsTheClosuresAndOneReferenceToEachSubscriptionUntilRemoved() {
        weak var weakSubscription: SingleAssignmentDisposable?
        weak var weakToken: Token?
        var list = ObserverList<Int>()
        var slot = 0
        do {
            let token = Token()
            let subscription = SingleAssignmentDisposable()
            weakToken = token
            weakSubscription = subscription
            slot = list.append(
                AnyObserver { _ in _ = token }, subscription: subscription)
        }
        XCTAssertNotNil(weakToken)
        XCTAssertNotNil(weakSubscription)
        list.remove(at: slot, subscription: ObjectIdentifier(weakSubscription!))
        XCTAssertNil(weakToken)
        XCTAssertNil(weakSubscription)
        do {
            let token = Token()
            weakToken = token
            _ = list.append(
                AnyObserver { _ in _ = token },
                subscription: SingleAssignmentDisposable())
        }
        list.deallocate()
        XCTAssertNil(weakToken)
    }

    func testATerminalEventReachesTheEventHandlerOfEveryLiveEntry() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        let (live, disposed) = (Recorder<Int>(), Recorder<Int>())
        let disposedSubscription = SingleAssignmentDisposable()
        _ = list.append(entry(live), subscription: SingleAssignmentDisposable())
        _ = list.append(entry(disposed), subscription: disposedSubscription)
        disposedSubscription.dispose()
        list.dispatch(.completed)
        XCTAssertEqual(live.events, [.completed])
        XCTAssertEqual(disposed.events, [])
    }

    /// Random appends, removals (current and stale) and clears against an array model: the
    /// dispatch order and the count always match, and `_checkInvariants()` (run after every
    /// mutation in debug builds) never fires.
    func testRandomMutationsKeepTheOrderOfAnArrayModel() {
        for seed in UInt64(1)...200 {
            var generator = SplitMix64(seed: seed)
            var list = ObserverList<Int>()
            var model: [(name: Int, slot: Int, subscription: SingleAssignmentDisposable)] = []
            var removed: [(slot: Int, subscription: SingleAssignmentDisposable)] = []
            var heard: [Int] = []
            var nextName = 0
            for _ in 0..<Int.random(in: 1...120, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    let name = nextName
                    nextName += 1
                    let subscription = SingleAssignmentDisposable()
                    let slot = list.append(
                        AnyObserver { _ in heard.append(name) }, subscription: subscription)
                    model.append((name, slot, subscription))
                case 5..<8 where !model.isEmpty:
                    let victim = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
                    list.remove(at: victim.slot, subscription: ObjectIdentifier(victim.subscription))
                    removed.append((victim.slot, victim.subscription))
                case 8 where !removed.isEmpty:
                    let stale = removed[Int.random(in: 0..<removed.count, using: &generator)]
                    list.remove(at: stale.slot, subscription: ObjectIdentifier(stale.subscription))
                case 9 where Int.random(in: 0..<8, using: &generator) == 0:
                    list.removeAll()
                    removed += model.map { ($0.slot, $0.subscription) }
                    model = []
                default:
                    break
                }
                heard = []
                list.dispatch(.next(0))
                XCTAssertEqual(heard, model.map(\.name), "seed \(seed)")
                XCTAssertEqual(list.count, model.count, "seed \(seed)")
                if heard != model.map(\.name) { break }
            }
            list.deallocate()
        }
    }

    func testGrowsPastItsInitialCapacity() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        let recorders = (0..<100).map { _ in Recorder<Int>() }
        for recorder in recorders { _ = list.append(entry(recorder), subscription: SingleAssignmentDisposable()) }
        list.dispatch(.next(7))
        XCTAssertTrue(recorders.allSatisfy { $0.events == [.next(7)] })
    }
}
