import Synchronization

/// Runs an action that schedules itself again, and cancels every pending run when disposed.
///
/// Behind `scheduleRecursive` and the periodic-scheduling emulation. Each pending run's
/// disposable sits in `group` until the run starts; a run can start before `schedule` returned
/// (an immediate scheduler, or a queue that is faster than the caller), which the per-run
/// ``Ticket`` resolves.
internal final class RecursiveScheduler<State>: Cancelable, @unchecked Sendable {
    internal typealias Action = (State, RecursiveScheduler<State>) -> Void

    private enum Phase {
        case initial
        case added(DisposeKey)
        case done
    }

    /// The phase of one scheduled run; guarded by the owner's `lock`.
    private final class Ticket {
        var phase = Phase.initial
    }

    private let scheduler: any ImmediateSchedulerType
    private let timedScheduler: (any SchedulerType)?
    private let group = CompositeDisposable()

    // Guards `action` and every ticket's `phase`. `action` becomes nil on dispose, which
    // releases whatever the caller's closure captured.
    private let lock = Mutex(())
    private var action: Action?

    internal init(scheduler: any ImmediateSchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.timedScheduler = nil
        self.action = action
    }

    internal init(timedScheduler: any SchedulerType, action: @escaping Action) {
        self.scheduler = timedScheduler
        self.timedScheduler = timedScheduler
        self.action = action
    }

    internal var isDisposed: Bool {
        group.isDisposed
    }

    /// Schedules one more run with `state`, as soon as the scheduler allows.
    internal func schedule(_ state: State) {
        let ticket = Ticket()
        let disposable = scheduler.schedule(state) { state in
            self.run(state, ticket)
            return Disposables.create()
        }
        register(disposable, ticket)
    }

    /// Schedules one more run with `state` after `dueTime`; needs the timed initializer.
    internal func schedule(_ state: State, dueTime: RxTimeInterval) {
        guard let timedScheduler else {
            preconditionFailure("RecursiveScheduler: relative scheduling needs a SchedulerType")
        }
        let ticket = Ticket()
        let disposable = timedScheduler.scheduleRelative(state, dueTime: dueTime) { state in
            self.run(state, ticket)
            return Disposables.create()
        }
        register(disposable, ticket)
    }

    internal func dispose() {
        lock.withLock { _ in action = nil }
        group.dispose()
    }

    private func register(_ disposable: Disposable, _ ticket: Ticket) {
        lock.withLock { _ in
            guard case .initial = ticket.phase else { return }
            // The group disposes `disposable` itself if it is already disposed.
            if let key = group.insert(disposable) {
                ticket.phase = .added(key)
            } else {
                ticket.phase = .done
            }
        }
    }

    private func run(_ state: State, _ ticket: Ticket) {
        if group.isDisposed { return }
        let (action, key): (Action?, DisposeKey?) = lock.withLock { _ in
            var key: DisposeKey?
            if case .added(let added) = ticket.phase { key = added }
            ticket.phase = .done
            return (self.action, key)
        }
        if let key { group.remove(for: key) }
        action?(state, self)
    }
}
