import Foundation
import RxCore

/// Records events that may arrive on any thread, and notices overlapping deliveries, which would
/// break the Rx contract.
final class ConcurrentRecorder<Element>: @unchecked Sendable {
    // `recorded`, `inside` and `overlapped` are guarded by `lock`; `lock` is not held while an
    // event is "being handled", so an overlapping delivery finds `inside` set.
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []
    private var inside = false
    private var overlapped = false

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in
            lock.withLock {
                if inside { overlapped = true }
                inside = true
                recorded.append(event)
            }
            // Give an overlapping delivery a chance to arrive while this one is in progress.
            for _ in 0..<50 { sched_yield() }
            lock.withLock { inside = false }
        }
    }

    var events: [Event<Element>] {
        lock.withLock { recorded }
    }

    /// Whether two deliveries ever overlapped.
    var sawOverlap: Bool {
        lock.withLock { overlapped }
    }
}
