import TestSupport
import XCTest

@testable import RxCore

final class ObserverListTests: RxTestCase {
    private func entry(_ recorder: Recorder<Int>) -> SubjectEntry<Int> {
        SubjectEntry(observer: AnyObserver(recorder))
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
                SubjectEntry(observer: AnyObserver { _ in order.append(index) }), subscription: subscriptions[index])
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
        let slot = list.append(SubjectEntry(observer: AnyObserver { _ in order.append("first") }), subscription: first)
        _ = list.append(
            SubjectEntry(observer: AnyObserver { _ in order.append("second") }),
            subscription: SingleAssignmentDisposable())
        list.remove(at: slot, subscription: ObjectIdentifier(first))
        let reused = list.append(
            SubjectEntry(observer: AnyObserver { _ in order.append("third") }),
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
                SubjectEntry(onNext: { _ in _ = token }, onError: nil, onCompleted: nil), subscription: subscription)
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
                SubjectEntry(onNext: { _ in _ = token }, onError: nil, onCompleted: nil),
                subscription: SingleAssignmentDisposable())
        }
        list.deallocate()
        XCTAssertNil(weakToken)
    }

    func testASubscriberEntryEndsItsSubscriptionAfterItsTerminalHandler() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        var log: [String] = []
        let subscription = SingleAssignmentDisposable(disposalAction: { log.append("disposed") })
        _ = list.append(
            SubjectEntry(
                onNext: { log.append("next \($0)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") }
            ),
            subscription: subscription
        )
        list.dispatch(.next(1))
        list.dispatch(.completed)
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        XCTAssertTrue(subscription.isDisposed)
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
                        SubjectEntry(observer: AnyObserver { _ in heard.append(name) }), subscription: subscription)
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

    func testAKeyedEntryIsRemovedByItsKeyOnlyAndSkippedWhileItsRemovalIsPending() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        let flags = AtomicCell<Int>(0)
        let (keyed, other) = (Recorder<Int>(), Recorder<Int>())
        let reserved = list.reserveSlot()
        let slot = list.append(entry(keyed), key: 7, stopWord: flags.word)
        XCTAssertEqual(slot, reserved)
        _ = list.append(entry(other), key: 8, stopWord: flags.word)
        // A stale or foreign key removes nothing.
        XCTAssertFalse(list.remove(at: slot, key: 8))
        XCTAssertFalse(list.remove(at: -1, key: 7))
        list.remove(at: slot, subscription: ObjectIdentifier(SingleAssignmentDisposable()))
        list.dispatch(.next(1))
        // The flag alone silences nothing: dispatch asks which key is pending.
        flags.store(ObserverList<Int>.stopBit, ordering: .releasing)
        list.dispatch(.next(2), isRemovalPending: { $0 == 7 }, removeKeyed: { _, _ in XCTFail("no program threw") })
        XCTAssertTrue(list.remove(at: slot, key: 7))
        XCTAssertFalse(list.remove(at: slot, key: 7))
        list.dispatch(.next(3), isRemovalPending: { _ in false }, removeKeyed: { _, _ in XCTFail("no program threw") })
        XCTAssertEqual(keyed.events, [.next(1)])
        XCTAssertEqual(other.events, [.next(1), .next(2), .next(3)])
        XCTAssertEqual(list.count, 1)
    }

    func testRemovingAKeyedEntryReleasesEveryClosureItHeldAndNothingElse() {
        // An entry with only `onNext` is destroyed through its first word pair alone (see
        // `ObserverList.destroy`): for every element type that must be the element closure.
        assertRemovalReleasesTheClosures(of: Int.self, sample: 1)
        assertRemovalReleasesTheClosures(of: String.self, sample: "x")
        assertRemovalReleasesTheClosures(of: (Int8, Double, [Int], String).self, sample: (1, 2, [3], "4"))
    }

    private func assertRemovalReleasesTheClosures<Element>(
        of type: Element.Type,
        sample: Element,
        line: UInt = #line
    ) {
        // Which closures each entry has: onNext only, with onError, with onCompleted, with both.
        let shapes = [(false, false), (true, false), (false, true), (true, true)]
        var list = ObserverList<Element>()
        defer { list.deallocate() }
        let flags = AtomicCell<Int>(0)
        var weakTokens: [[WeakToken]] = []
        var slots: [Int] = []
        var heard: [Int] = []
        for (index, (withError, withCompletion)) in shapes.enumerated() {
            let (nextToken, errorToken, completionToken) = (Token(), Token(), Token())
            weakTokens.append([WeakToken(nextToken), WeakToken(errorToken), WeakToken(completionToken)])
            let entry = SubjectEntry<Element>(
                onNext: { _ in
                    _ = nextToken
                    heard.append(index)
                },
                onError: withError ? { _ in _ = errorToken } : nil,
                onCompleted: withCompletion ? { _ = completionToken } : nil
            )
            slots.append(list.append(entry, key: index + 1, stopWord: flags.word))
        }
        for (index, slot) in slots.enumerated() {
            XCTAssertTrue(list.remove(at: slot, key: index + 1), line: line)
            XCTAssertNil(weakTokens[index][0].token, "shape \(index): onNext's closure kept", line: line)
            XCTAssertNil(weakTokens[index][1].token, "shape \(index): onError's closure kept", line: line)
            XCTAssertNil(weakTokens[index][2].token, "shape \(index): onCompleted's closure kept", line: line)
            // The entries after it still hold their closures and still hear elements.
            for later in weakTokens[(index + 1)...] {
                XCTAssertNotNil(later[0].token, "shape \(index): a later entry lost its closure", line: line)
            }
            list.dispatch(.next(sample))
        }
        XCTAssertEqual(heard, [1, 2, 3, 2, 3, 3], line: line)
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

extension ObserverList {
    /// Dispatch for a list without keyed subscriptions, whose removals are never pending.
    fileprivate func dispatch(_ event: Event<Element>) {
        dispatch(event, isRemovalPending: { _ in false }, removeKeyed: { _, _ in XCTFail("no program threw") })
    }
}

/// A weak reference to a ``Token``, to keep in an array.
private struct WeakToken {
    weak var token: Token?

    init(_ token: Token) {
        self.token = token
    }
}
