import Foundation

/// A scheduler whose clock only moves when you tell it to, running queued work in due-time order.
///
/// Work is queued with a virtual due time and runs when ``start()`` or ``advanceTo(_:)`` reaches
/// it; items due at the same time run in the order they were scheduled. The clock jumps to each
/// item's due time just before the item runs and never moves backwards while running. Subclasses
/// pick the clock with a ``VirtualTimeConverterType`` (`TestScheduler` counts integer ticks,
/// ``HistoricalScheduler`` uses dates) and may adjust due times with ``adjustScheduledTime(_:)``.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
///     print(scheduler.now)  // 1970-01-01 00:00:05 +0000
///     return Disposables.create()
/// }
/// scheduler.start()
/// ```
///
/// Unlike RxSwift's, which must be used from the main thread, this scheduler is thread-safe: a
/// lock guards the clock and the queue, so work may be scheduled from any thread while one thread
/// runs it. Actions always run on the thread that called ``start()`` or ``advanceTo(_:)``.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible,
    @unchecked Sendable
{
    /// The type of a point on the virtual clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit

    /// The type of a virtual time difference.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private typealias Item = VirtualSchedulerItem<VirtualTime>

    private let converter: Converter

    // Guards every `var` below. Actions run with the lock released, so they may schedule work
    // and read the clock.
    private let lock = Lock()
    @exclusivity(unchecked)
    private var running = false
    @exclusivity(unchecked)
    private var currentClock: VirtualTime
    @exclusivity(unchecked)
    private var queue: PriorityQueue<Item>
    @exclusivity(unchecked)
    private var nextId = 0

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The clock's starting value.
    ///   - converter: Defines the virtual clock.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        self.currentClock = initialClock
        self.queue = PriorityQueue { first, second in
            switch converter.compareVirtualTime(first.time, second.time) {
            case .lessThan: return true
            case .equal: return first.id < second.id
            case .greaterThan: return false
            }
        }
    }

    /// The clock's current value as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The clock's current value.
    public var clock: VirtualTime {
        lock.withLock { currentClock }
    }

    /// Schedules `action` for "now": a relative due time of zero, adjusted by
    /// ``adjustScheduledTime(_:)`` (`TestScheduler` moves it to the next tick).
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` after the current clock.
    ///
    /// The due time goes through dates as in RxSwift: `now` plus `dueTime`, converted back to
    /// virtual time by the converter, then passed through ``adjustScheduledTime(_:)``.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How far in the future to run `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = now.addingDispatchInterval(dueTime)
        let absoluteTime = converter.convertToVirtualTime(time)
        let adjustedTime = adjustScheduledTime(absoluteTime)
        return scheduleAbsoluteVirtual(state, time: adjustedTime, action: action)
    }

    /// Schedules `action` a virtual interval after the current clock, without adjustment.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: The virtual interval to wait.
    ///   - action: The work to run.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the virtual time `time`, without adjustment.
    ///
    /// A time in the past runs as soon as the scheduler runs, without moving the clock back.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - time: The virtual time to run `action` at.
    ///   - action: The work to run.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item: Item = lock.withLock {
            let item = Item(time: time, id: nextId) { action(state) }
            nextId += 1
            queue.enqueue(item)
            return item
        }
        // Disposing takes the item out of the queue at once, as RxSwift does, so a scheduler
        // dropped without running does not keep the action (and what it captured) alive.
        return Disposables.create(with: { [weak self] in
            item.dispose()
            self?.remove(item)
        })
    }

    private func remove(_ item: Item) {
        let removed = lock.withLock { queue.remove { $0 === item } }
        // Found in the queue, so no thread is running it.
        removed?.discard()
    }

    /// Adjusts the due time of work scheduled with ``schedule(_:action:)`` and
    /// ``scheduleRelative(_:dueTime:action:)``; returns `time` unchanged unless overridden.
    ///
    /// - Parameter time: The due time computed from the relative due time.
    /// - Returns: The due time to use.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs queued work in due-time order until the queue is empty or ``stop()`` is called.
    ///
    /// Work scheduled while running is run too. Calling `start()` while the scheduler runs does
    /// nothing.
    public func start() {
        let alreadyRunning: Bool = lock.withLock {
            defer { running = true }
            return running
        }
        if alreadyRunning { return }
        while let item = takeNext(notAfter: nil) {
            item.invoke()
        }
        lock.withLock { running = false }
    }

    /// Runs the work due at or before `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// As in RxSwift the clock is set to `virtualTime` even if that is earlier than the current
    /// clock, and calling this while the scheduler runs stops the program.
    ///
    /// - Parameter virtualTime: The virtual time to advance to.
    public func advanceTo(_ virtualTime: VirtualTime) {
        let alreadyRunning: Bool = lock.withLock {
            defer { running = true }
            return running
        }
        if alreadyRunning { fatalError("VirtualTimeScheduler.advanceTo(_:): the scheduler is already running") }
        while let item = takeNext(notAfter: virtualTime) {
            item.invoke()
        }
        lock.withLock {
            currentClock = virtualTime
            running = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running any work.
    ///
    /// - Parameter virtualInterval: How far to move the clock; moving it backwards stops the
    ///   program.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        lock.withLock {
            let sleepTo = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            if converter.compareVirtualTime(sleepTo, currentClock) == .lessThan {
                fatalError("VirtualTimeScheduler.sleep(_:): can't sleep to the past")
            }
            currentClock = sleepTo
        }
    }

    /// Makes ``start()`` or ``advanceTo(_:)`` return after the action that is running now.
    public func stop() {
        lock.withLock { running = false }
    }

    /// The clock and the due times of the pending work, for debugging.
    public var debugDescription: String {
        lock.withLock {
            let pending = queue.unorderedElements.filter { !$0.isDisposed }.sorted { first, second in
                switch converter.compareVirtualTime(first.time, second.time) {
                case .lessThan: return true
                case .equal: return first.id < second.id
                case .greaterThan: return false
                }
            }
            let times = pending.map { "\($0.time)" }.joined(separator: ", ")
            return "VirtualTimeScheduler(clock: \(currentClock), pending: [\(times)])"
        }
    }

    // Takes the next live item due no later than `limit` out of the queue and moves the clock to
    // its due time; `nil` when there is none or the scheduler was stopped.
    private func takeNext(notAfter limit: VirtualTime?) -> Item? {
        lock.withLock {
            guard running else { return nil }
            while let front = queue.peek() {
                if front.isDisposed {
                    _ = queue.dequeue()
                    front.discard()
                    continue
                }
                if let limit, converter.compareVirtualTime(front.time, limit) == .greaterThan {
                    return nil
                }
                _ = queue.dequeue()
                if converter.compareVirtualTime(front.time, currentClock) == .greaterThan {
                    currentClock = front.time
                }
                return front
            }
            return nil
        }
    }
}
