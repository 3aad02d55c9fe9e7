/// Runs an action that schedules itself again, and cancels every pending run when disposed.
///
/// Behind `scheduleRecursive` and the periodic-scheduling emulation. Each pending run's
/// disposable is kept until the run starts; a run can start before `schedule` returned (an
/// immediate scheduler, or a queue faster than the caller), which its ``RecursiveRunTicket``
/// records.
internal final class RecursiveScheduler<State>: Cancelable, @unchecked Sendable {
    internal typealias Action = (State, RecursiveScheduler<State>) -> Void

    private let scheduler: any ImmediateSchedulerType
    private let timedScheduler: (any SchedulerType)?

    // Guards every `var` below and the tickets' fields. `action` becomes nil on dispose, which
    // releases whatever the caller's closure captured. `pending` holds the runs scheduled but not
    // started, keyed by their ticket (which it keeps alive, so the identifier stays unique).
    private let lock = Lock()
    @exclusivity(unchecked)
    private var action: Action?
    @exclusivity(unchecked)
    private var pending: [ObjectIdentifier: RecursiveRunTicket] = [:]
    @exclusivity(unchecked)
    private var disposed = false

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
        lock.withLock { disposed }
    }

    /// Schedules one more run with `state`, as soon as the scheduler allows.
    internal func schedule(_ state: State) {
        let ticket = RecursiveRunTicket()
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
        let ticket = RecursiveRunTicket()
        let disposable = timedScheduler.scheduleRelative(state, dueTime: dueTime) { state in
            self.run(state, ticket)
            return Disposables.create()
        }
        register(disposable, ticket)
    }

    internal func dispose() {
        let cancelled: [Disposable] = lock.withLock {
            disposed = true
            action = nil
            defer { pending = [:] }
            // Clearing the tickets breaks the cycle ticket → run → closure → ticket for runs
            // that a scheduler drops without running them.
            return pending.values.compactMap { ticket in
                defer { ticket.disposable = nil }
                return ticket.disposable
            }
        }
        for disposable in cancelled {
            disposable.dispose()
        }
    }

    private func register(_ disposable: Disposable, _ ticket: RecursiveRunTicket) {
        let cancelNow: Bool = lock.withLock {
            if disposed { return true }
            if !ticket.started {
                ticket.disposable = disposable
                pending[ObjectIdentifier(ticket)] = ticket
            }
            return false
        }
        if cancelNow { disposable.dispose() }
    }

    private func run(_ state: State, _ ticket: RecursiveRunTicket) {
        let action: Action? = lock.withLock {
            ticket.started = true
            ticket.disposable = nil
            pending[ObjectIdentifier(ticket)] = nil
            return disposed ? nil : self.action
        }
        action?(state, self)
    }
}

/// One run scheduled by a ``RecursiveScheduler``; its fields are guarded by the owner's lock.
///
/// Not nested in the generic class, so that the pending-run table needs no generic metadata.
internal final class RecursiveRunTicket {
    @exclusivity(unchecked)
    internal var started = false
    @exclusivity(unchecked)
    internal var disposable: Disposable?
}
