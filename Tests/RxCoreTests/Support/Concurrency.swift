import Foundation
import XCTest

@testable import RxCore

/// Runs `body(index)` for every index in `0..<threads`, each on its own thread, all released at
/// once, and returns when every one has finished.
func runConcurrently(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = AtomicCell<Int>(0)
    let finished = DispatchGroup()
    // The threads reach `body` through `work`, which is emptied once they are done: a thread
    // object may outlive `finished.leave()` for a moment, and it must not keep the objects
    // `body` captured alive into the next leak check.
    let work = WorkBox(body)
    for index in 0..<threads {
        finished.enter()
        let thread = Thread {
            // Spin until every thread exists, so they really overlap on a small machine.
            ready.wrappingAdd(1, ordering: .acquiringAndReleasing)
            while ready.load(ordering: .acquiring) < threads {}
            work.run(index)
            finished.leave()
        }
        thread.start()
    }
    finished.wait()
    work.clear()
}

/// Holds the body `runConcurrently` runs, so it can be released before the threads are gone.
private final class WorkBox: @unchecked Sendable {
    // Written by `init` and `clear`, read by the threads in between; the dispatch group orders
    // the threads' reads before `clear`.
    private var body: (@Sendable (Int) -> Void)?

    init(_ body: @escaping @Sendable (Int) -> Void) {
        self.body = body
    }

    func run(_ index: Int) {
        body?(index)
    }

    func clear() {
        body = nil
    }
}

/// An observer of integers in `0..<capacity` that checks the Rx contract under concurrency:
/// calls to `on(_:)` never overlap, each element arrives at most once, and nothing arrives after
/// the terminal event.
final class ContractProbe: ObserverType, @unchecked Sendable {
    // `seen`, `duplicates`, `terminal` and `eventsAfterTerminal` are only touched inside `on`,
    // which the probe itself proves serialized; `overlaps` catches the case where it is not.
    private let inFlight = AtomicCell<Int>(0)
    private let overlapCount = AtomicCell<Int>(0)
    private var seen: [Bool]
    private var received = 0
    private var duplicates = 0
    private var terminal: Event<Int>?
    private var eventsAfterTerminal = 0
    private let lock = NSLock()

    init(capacity: Int) {
        seen = Array(repeating: false, count: capacity)
    }

    func on(_ event: Event<Int>) {
        if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            overlapCount.wrappingAdd(1, ordering: .relaxed)
        }
        // The lock only makes the bookkeeping itself safe when the contract is broken.
        lock.withLock {
            if terminal != nil {
                eventsAfterTerminal += 1
            } else if case .next(let value) = event {
                received += 1
                if seen[value] { duplicates += 1 }
                seen[value] = true
            } else {
                terminal = event
            }
        }
        inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }

    /// Asserts that every element in `expected` (and `initial`, if set) arrived exactly once,
    /// calls never overlapped and the sequence ended with `terminal`.
    func assertContract(
        received expected: Range<Int>,
        initial: Int? = nil,
        terminal expectedTerminal: Event<Int>?,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        lock.withLock {
            XCTAssertEqual(
                overlapCount.load(ordering: .acquiring), 0, "overlapping on(_:) calls", file: file, line: line)
            XCTAssertEqual(duplicates, 0, "elements delivered twice", file: file, line: line)
            XCTAssertEqual(eventsAfterTerminal, 0, "events after the terminal event", file: file, line: line)
            let all = Array(expected) + (initial.map { [$0] } ?? [])
            XCTAssertEqual(received, all.count, "number of elements", file: file, line: line)
            let missing = all.filter { !seen[$0] }
            XCTAssertEqual(missing.count, 0, "missing elements, first \(missing.prefix(5))", file: file, line: line)
            XCTAssertEqual(terminal, expectedTerminal, "terminal event", file: file, line: line)
        }
    }

    /// The number of elements received so far.
    var count: Int {
        lock.withLock { received }
    }

    /// Whether two `on(_:)` calls ever overlapped.
    var overlapped: Bool {
        overlapCount.load(ordering: .acquiring) != 0
    }
}

/// Publishes `threads` × `perThread` distinct integers to `observer` from `threads` threads at
/// once: thread `t` sends `t * perThread ..< (t + 1) * perThread` in order.
func publishConcurrently<Observer: ObserverType & Sendable>(
    to observer: Observer,
    threads: Int,
    perThread: Int
) where Observer.Element == Int {
    runConcurrently(threads: threads) { thread in
        for value in thread * perThread..<(thread + 1) * perThread {
            observer.onNext(value)
        }
    }
}
