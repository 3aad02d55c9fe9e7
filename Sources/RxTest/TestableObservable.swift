import Foundation
import RxCore

/// An observable created by a ``TestScheduler`` that replays recorded events and logs when
/// observers subscribe and unsubscribe.
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// Each subscriber receives the recorded events under the Rx grammar: nothing after the first
/// terminal event, nothing after it unsubscribed. As in RxTest, it is not itself an `Observable`:
/// ``asObservable()`` returns a new observable over it on every call.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // `recordedEvents` is immutable; `log` is guarded by `lock`, as is the state subclasses add.

    /// The events this observable replays: at absolute times (hot) or at offsets from each
    /// subscription (cold).
    public let recordedEvents: [Recorded<Event<Element>>]

    // Weak, because the scheduler's queue holds the observable through pending events: a test
    // that stops before the queue drains must still free both.
    private weak var scheduler: TestScheduler?
    private let creationTime: TestTime

    internal let lock = NSLock()
    private var log: [Subscription] = []

    internal init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = testScheduler
        self.creationTime = testScheduler.clock
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer` to the recorded events.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that ends the subscription and logs its end.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        attach(AnyObserver(observer))
    }

    /// Attaches `observer`; the hot and cold subclasses override this.
    internal func attach(_ observer: AnyObserver<Element>) -> Disposable {
        fatalError("Abstract method \(type(of: self)).attach(_:) must be overridden")
    }

    /// Every subscription so far, in subscription order; `unsubscribe` is `Int.max` for the ones
    /// still active.
    public var subscriptions: [Subscription] {
        lock.withLock { log }
    }

    /// The scheduler that created this observable, if it still exists.
    internal var testScheduler: TestScheduler? {
        scheduler
    }

    /// The scheduler's clock (or, once the scheduler is gone, the time this observable was made).
    internal var clock: TestTime {
        scheduler?.clock ?? creationTime
    }

    /// Logs a subscription at the current clock.
    ///
    /// - Returns: The index to pass to ``logUnsubscription(at:)``.
    internal func logSubscription() -> Int {
        let time = clock
        return lock.withLock {
            log.append(Subscription(time))
            return log.count - 1
        }
    }

    /// Logs the end of the subscription at `index` at the current clock, once.
    internal func logUnsubscription(at index: Int) {
        let time = clock
        lock.withLock {
            let entry = log[index]
            guard entry.unsubscribe == Int.max else { return }
            log[index] = Subscription(entry.subscribe, time)
        }
    }
}
