import Foundation
import RxCore

/// Subscribes to `source` and blocks the calling thread until the sequence terminates or
/// `timeout` passes, then disposes the subscription.
///
/// On the main thread it runs the main run loop while it waits, which also drains the main
/// dispatch queue, so a source that delivers through `MainScheduler` can finish. Elsewhere it
/// waits on a condition.
///
/// - Parameters:
///   - source: The sequence to wait for.
///   - timeout: The longest wait in seconds, or `nil` for no limit.
/// - Returns: The elements and how the sequence ended; a timeout ends it with
///   `RxError.timeout`.
internal func waitForTermination<Element>(
    of source: Observable<Element>,
    timeout: TimeInterval?
) -> MaterializedSequenceResult<Element> {
    let collector = BlockingCollector<Element>()
    let subscription = source.subscribe(AnyObserver<Element>(eventHandler: collector.on))
    defer { subscription.dispose() }
    let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
    if Thread.isMainThread {
        while !collector.isTerminated {
            if let deadline, Date() >= deadline { break }
            let slice = Date(timeIntervalSinceNow: BlockingCollector<Element>.runLoopSlice)
            if !RunLoop.current.run(mode: .default, before: min(slice, deadline ?? slice)) {
                // No input source to wait on: avoid spinning the CPU while the work runs elsewhere.
                Thread.sleep(forTimeInterval: BlockingCollector<Element>.idlePause)
            }
        }
    } else {
        collector.waitForTermination(until: deadline)
    }
    return collector.result
}

/// Collects a sequence's events for ``waitForTermination(of:timeout:)``.
///
/// `@unchecked Sendable`: `elements` and `terminal` are read and written only while `condition`
/// is locked.
private final class BlockingCollector<Element>: @unchecked Sendable {
    /// How long the main thread runs its run loop between two checks for the result.
    static var runLoopSlice: TimeInterval { 0.01 }

    /// How long the main thread sleeps when its run loop has nothing to wait on.
    static var idlePause: TimeInterval { 0.001 }

    private let condition = NSCondition()
    private var elements: [Element] = []
    private var terminal: Event<Element>?

    var isTerminated: Bool {
        condition.withLock { terminal != nil }
    }

    /// The elements so far, and the terminal event or, if none arrived, a timeout.
    var result: MaterializedSequenceResult<Element> {
        condition.withLock {
            switch terminal {
            case .completed?: return .completed(elements: elements)
            case .error(let error)?: return .failed(elements: elements, error: error)
            case .next?, nil: return .failed(elements: elements, error: RxError.timeout)
            }
        }
    }

    func on(_ event: Event<Element>) {
        condition.withLock {
            guard terminal == nil else { return }
            if case .next(let element) = event {
                elements.append(element)
            } else {
                terminal = event
                condition.broadcast()
            }
        }
    }

    func waitForTermination(until deadline: Date?) {
        condition.withLock {
            while terminal == nil {
                if let deadline {
                    if !condition.wait(until: deadline) { return }
                } else {
                    condition.wait()
                }
            }
        }
    }
}
