import Foundation
import RxCore

/// An observer that records every event it receives with the ``TestScheduler``'s clock.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(210) { observer.onNext(1) }
/// scheduler.start()
/// XCTAssertEqual(observer.events, [.next(210, 1)])
/// ```
///
/// It records everything, in arrival order, even events after a terminal event; it is the
/// observables' job to obey the grammar.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // `recorded` is guarded by `lock`; `scheduler` and `creationTime` never change after init.

    // Weak so that a pending action holding this observer does not keep the scheduler alive.
    private weak var scheduler: TestScheduler?
    private let creationTime: TestTime

    private let lock = NSLock()
    private var recorded: [Recorded<Event<Element>>] = []

    internal init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.creationTime = scheduler.clock
    }

    /// The events received so far, each with the virtual time it arrived at.
    public var events: [Recorded<Event<Element>>] {
        lock.withLock { recorded }
    }

    /// Records `event` at the scheduler's current clock.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        let time = scheduler?.clock ?? creationTime
        lock.withLock { recorded.append(Recorded(time: time, value: event)) }
    }
}
