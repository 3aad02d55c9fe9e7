import XCTest

@testable import RxCore

/// A keyed subscription's entry travels to the subject in the subscriber's stack frame
/// (``KeyedEntry``): the subject moves it out once the subscription is known, after the sinks of
/// the chains in between wrapped it, subscriber side first.
final class KeyedEntryTests: RxTestCase {
    private final class Owner {}

    /// Wraps an entry of `Int` in one that applies `transform` first, and logs that it ran.
    private final class Wrapping: KeyedEntryWrapping {
        let name: String
        let transform: (Int) -> Int
        var log: [String]

        init(_ name: String, log: [String] = [], transform: @escaping (Int) -> Int) {
            self.name = name
            self.log = log
            self.transform = transform
        }

        func wrap(_ pointer: UnsafeMutableRawPointer, subscription: SubjectSubscription) {
            log.append("\(name) key \(subscription.key)")
            let downstream = KeyedEntry.Storage.move(from: pointer, as: Int.self)
            let transform = transform
            pointer.initializeMemory(
                as: SubjectEntry<Int>.self,
                to: SubjectEntry(
                    onNext: { downstream.nextHandler(transform($0)) },
                    onError: downstream.onError,
                    onCompleted: downstream.onCompleted
                )
            )
        }
    }

    func testTheStorageHoldsAnEntryOfEveryElementType() {
        let size = MemoryLayout<KeyedEntry.Storage>.size
        XCTAssertGreaterThanOrEqual(size, MemoryLayout<SubjectEntry<UInt8>>.size)
        XCTAssertGreaterThanOrEqual(size, MemoryLayout<SubjectEntry<String>>.size)
        XCTAssertGreaterThanOrEqual(size, MemoryLayout<SubjectEntry<(Int, Int, Int, Int, Int, Int)>>.size)
        XCTAssertGreaterThanOrEqual(
            MemoryLayout<KeyedEntry.Storage>.alignment,
            MemoryLayout<SubjectEntry<(Int8, Double)>>.alignment
        )
        XCTAssertTrue(_isPOD(KeyedEntry.Storage.self), "the frame must have nothing to destroy")
    }

    func testTakingTheEntryBackGivesTheClosuresThatWentIn() {
        var log: [String] = []
        var storage = KeyedEntry.Storage()
        KeyedEntry.Storage.place(
            SubjectEntry<String>(
                onNext: { log.append("next \($0)") },
                onError: nil,
                onCompleted: { log.append("completed") }
            ), at: &storage)
        let entry = storage.take(as: String.self)
        entry.deliver(.next("a"), subscription: nil)
        entry.deliver(.completed, subscription: nil)
        XCTAssertNil(entry.onError)
        XCTAssertEqual(log, ["next a", "completed"])
    }

    func testAnEntryTheSubjectTookIsReleasedByTheSubjectAlone() {
        final class Token {}
        weak var weakToken: Token?
        let core = SubjectCore(policy: PublishPolicy<Int>())
        var subscription: SubjectSubscription?
        do {
            let token = Token()
            weakToken = token
            var storage = KeyedEntry.Storage()
            KeyedEntry.Storage.place(
                SubjectEntry<Int>(onNext: { _ in _ = token }, onError: nil, onCompleted: nil), at: &storage)
            subscription = core.attachKeyed(owner: Owner(), &storage)
        }
        XCTAssertNotNil(weakToken, "the subject holds the entry")
        subscription?.dispose()
        XCTAssertNil(weakToken, "disposing released the only copy of the closures")
        core.perform(.dispose)
    }

    func testWrappersRunFromTheSubscriberOutwardWithTheSubscription() {
        let core = SubjectCore(policy: BehaviorPolicy(value: 2))
        var heard: [Int] = []
        // The subscriber's chain adds 1; the chain before it (nearer the subject) multiplies by
        // 10. Wrapped in that order, the subject's 2 reaches the subscriber as 21, not 30.
        let nearSubscriber = Wrapping("add") { $0 + 1 }
        let nearSubject = Wrapping("multiply") { $0 * 10 }
        var storage = KeyedEntry.Storage()
        KeyedEntry.Storage.place(
            SubjectEntry<Int>(onNext: { heard.append($0) }, onError: nil, onCompleted: nil), at: &storage)
        let subscription = withUnsafePointer(to: KeyedEntryWrapper(nearSubscriber, earlier: nil)) { first in
            withUnsafePointer(to: KeyedEntryWrapper(nearSubject, earlier: first)) { last in
                core.attachKeyed(owner: Owner(), &storage, wrappers: last)
            }
        }
        core.perform(.event(.next(4)))
        XCTAssertEqual(heard, [21, 41])
        XCTAssertEqual(nearSubscriber.log, ["add key 1"])
        XCTAssertEqual(nearSubject.log, ["multiply key 1"])
        subscription?.dispose()
        XCTAssertFalse(core.hasObservers)
        core.perform(.dispose)
    }

    func testABusySubjectRunsNoWrapperAndLeavesTheSubscribersEntry() {
        let core = SubjectCore(policy: PublishPolicy<Int>())
        XCTAssertTrue(core.tryAcquire())
        var heard: [Int] = []
        let wrapping = Wrapping("add") { $0 + 1 }
        var storage = KeyedEntry.Storage()
        KeyedEntry.Storage.place(
            SubjectEntry<Int>(onNext: { heard.append($0) }, onError: nil, onCompleted: nil), at: &storage)
        let subscription = withUnsafePointer(to: KeyedEntryWrapper(wrapping, earlier: nil)) {
            core.attachKeyed(owner: Owner(), &storage, wrappers: $0)
        }
        core.release { core.process($0) }
        XCTAssertNil(subscription)
        XCTAssertEqual(wrapping.log, [])
        storage.take(as: Int.self).nextHandler(5)
        XCTAssertEqual(heard, [5], "the unwrapped entry came back")
    }

    func testAThreeLevelChainOverARelayListsOneKeyAndOneSinkPerOuterLevel() {
        let before = Resources.total
        let relay = BehaviorRelay(value: 3)
        var heard: [Int] = []
        // Three levels: `map` and `distinctUntilChanged` run in the relay's slot; each later
        // `map` starts a level over the one before, which takes a sink.
        let subscription = relay.map { $0 / 2 }.distinctUntilChanged()
            .map { $0 * 10 }.distinctUntilChanged()
            .map { $0 + 1 }
            .subscribe(onNext: { heard.append($0) })
        XCTAssertTrue(subscription is SubjectSubscription)
        #if DEBUG
            XCTAssertEqual(Resources.total - before, 3, "the subject and two sinks")
        #endif
        for value in [2, 4, 5, 5, 7] { relay.accept(value) }
        XCTAssertEqual(heard, [11, 21, 31])
        subscription.dispose()
        XCTAssertFalse(relay.subject.hasObservers)
        #if DEBUG
            XCTAssertEqual(Resources.total - before, 1, "the sinks went with the subscription")
        #endif
    }
}
