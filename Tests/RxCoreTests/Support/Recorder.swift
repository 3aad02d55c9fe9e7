import Foundation

@testable import RxCore

/// An observer that records every event it receives, from any thread.
final class Recorder<Element>: ObserverType, @unchecked Sendable {
    // `recorded` is guarded by `lock`.
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    /// The events received so far, in order.
    var events: [Event<Element>] {
        lock.withLock { recorded }
    }

    /// The elements received so far, in order.
    var elements: [Element] {
        events.compactMap(\.element)
    }

    func on(_ event: Event<Element>) {
        lock.withLock { recorded.append(event) }
    }
}

/// The error tests send through sequences.
enum TestError: Error, Equatable {
    case boom
    case other(Int)
}

/// An object whose lifetime tests watch through a weak reference, to prove closures that
/// capture it are released.
final class Token: @unchecked Sendable {
    init() {}
}

/// A thread-safe counter for disposal actions that run on other threads.
final class Counter: Sendable {
    private let count = AtomicCell<Int>(0)

    var value: Int {
        count.load(ordering: .acquiring)
    }

    func increment() {
        count.wrappingAdd(1, ordering: .acquiringAndReleasing)
    }
}
