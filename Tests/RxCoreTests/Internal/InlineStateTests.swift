import RxCoreAtomics
import XCTest

@testable import RxCore

/// A disposable with fields of its own after the inherited word, of several sizes.
private final class TaggedDisposable: SingleAssignmentDisposable, @unchecked Sendable {
    // Written by `init` only.
    let tag: UInt8
    let payload: [Int]

    init(tag: UInt8, disposalAction: @escaping () -> Void) {
        self.tag = tag
        payload = [Int(tag), -Int(tag)]
        super.init(disposalAction: disposalAction)
    }
}

/// A queue with fields of its own after the inherited state and `pending`, of several sizes.
private final class TallyQueue: SerializingQueue<Int>, @unchecked Sendable {
    // `small`, `total` and `last` are touched only by operations, which the queue serializes.
    var small: UInt8 = 0
    var total = 0
    var last: (Int, Int) = (0, 0)

    func add(_ value: Int) {
        perform(value) { value in
            self.small &+= 1
            self.total += value
            self.last = (value, -value)
        }
    }
}

/// A count that threads may increment.
private final class Count: Sendable {
    let cell = AtomicCell<Int>(0)
}

/// The root of `object`'s class hierarchy.
private func rootMirror(of object: AnyObject) -> Mirror {
    var mirror = Mirror(reflecting: object)
    while let superclass = mirror.superclassMirror {
        mirror = superclass
    }
    return mirror
}

final class InlineStateTests: RxTestCase {
    private func disposables() -> [DisposeBase] {
        [SingleAssignmentDisposable(), TaggedDisposable(tag: 1) {}, BooleanDisposable(), AnonymousDisposable {}]
    }

    private func queues() -> [SerializingQueueBase] {
        [
            PublishSubject<Int>().core, BehaviorSubject(value: "a").core, ReplaySubject<Int>.create(bufferSize: 2).core,
            TallyQueue(),
        ]
    }

    // The address `inlineState` computes is right only while each conforming class is a root
    // class with exactly one stored property: this fails when one gains a field or a superclass.
    func testEveryHolderIsARootClassWhoseOnlyStoredPropertyIsItsState() {
        for disposable in disposables() {
            let root = rootMirror(of: disposable)
            XCTAssertTrue(root.subjectType == DisposeBase.self, "\(type(of: disposable))")
            XCTAssertEqual(root.children.map(\.label), ["stateWord"], "\(type(of: disposable))")
        }
        for queue in queues() {
            let root = rootMirror(of: queue)
            XCTAssertTrue(root.subjectType == SerializingQueueBase.self, "\(type(of: queue))")
            XCTAssertEqual(root.children.map(\.label), ["queueState"], "\(type(of: queue))")
        }
    }

    func testTheInlineStateIsTheAddressOfTheStoredProperty() {
        for disposable in disposables() {
            XCTAssertEqual(
                UnsafeMutableRawPointer(disposable.inlineState),
                withUnsafeMutablePointer(to: &disposable.stateWord) { UnsafeMutableRawPointer($0) },
                "\(type(of: disposable))"
            )
        }
        for queue in queues() {
            XCTAssertEqual(
                UnsafeMutableRawPointer(queue.inlineState),
                withUnsafeMutablePointer(to: &queue.queueState) { UnsafeMutableRawPointer($0) },
                "\(type(of: queue))"
            )
        }
    }

    // Two queues with fields of their own, driven from eight threads at once: if a queue's
    // atomic state overlapped its own fields or the other queue's state, counts or flags would
    // come out wrong.
    func testQueuesWithFieldsOfTheirOwnKeepEveryUpdateUnderConcurrentUse() {
        let queues = [TallyQueue(), TallyQueue()]
        runConcurrently(threads: 8) { thread in
            let queue = queues[thread % 2]
            queue.flags.bitwiseOr(1 << thread, ordering: .acquiringAndReleasing)
            for _ in 0..<5_000 { queue.add(thread + 1) }
        }
        XCTAssertEqual(queues[0].total, 5_000 * (1 + 3 + 5 + 7))
        XCTAssertEqual(queues[1].total, 5_000 * (2 + 4 + 6 + 8))
        XCTAssertEqual(queues.map(\.small), [UInt8(truncatingIfNeeded: 20_000), UInt8(truncatingIfNeeded: 20_000)])
        XCTAssertEqual(queues.map { $0.last.0 + $0.last.1 }, [0, 0])
        XCTAssertEqual(queues.map { $0.flags.load(ordering: .acquiring) }, [0b0101_0101, 0b1010_1010])
        XCTAssertEqual(queues.map { $0.workInProgress.load(ordering: .acquiring) }, [0, 0])
        XCTAssertEqual(queues.map(\.pending.count), [0, 0])
    }

    // Every disposable is assigned on one thread while another disposes it: each word decides
    // its own race, and the fields after it (the assigned disposable, the action, the tag) stay
    // intact, so each underlying disposable is disposed and each action runs exactly once.
    func testDisposablesWithFieldsOfTheirOwnDecideEachRaceOnce() {
        let count = 2_000
        let actions = (0..<count).map { _ in Count() }
        let underlying = (0..<count).map { _ in BooleanDisposable() }
        let disposables = (0..<count).map { index in
            TaggedDisposable(tag: UInt8(truncatingIfNeeded: index)) {
                actions[index].cell.wrappingAdd(1, ordering: .relaxed)
            }
        }
        runConcurrently(threads: 2) { thread in
            for index in 0..<count {
                if thread == 0 {
                    disposables[index].setDisposable(underlying[index])
                } else {
                    disposables[index].dispose()
                }
            }
        }
        for index in 0..<count {
            XCTAssertEqual(actions[index].cell.load(ordering: .acquiring), 1, "disposable \(index)")
            XCTAssertTrue(underlying[index].isDisposed, "disposable \(index)")
            XCTAssertEqual(disposables[index].tag, UInt8(truncatingIfNeeded: index))
            XCTAssertEqual(disposables[index].payload, [index % 256, -(index % 256)])
        }
    }

    func testDisposingOneBooleanDisposableLeavesTheOthersAlone() {
        let flags = (0..<1_000).map { _ in BooleanDisposable() }
        runConcurrently(threads: 4) { thread in
            for index in stride(from: thread * 2, to: flags.count, by: 8) { flags[index].dispose() }
        }
        XCTAssertEqual(flags.indices.filter { flags[$0].isDisposed }, Array(stride(from: 0, to: 1_000, by: 2)))
    }
}
