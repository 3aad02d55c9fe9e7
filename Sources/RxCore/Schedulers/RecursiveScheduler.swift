/// Runs an action that schedules itself again, and cancels every pending run when disposed.
///
/// Behind `scheduleRecursive` and the periodic-scheduling emulation. Each pending run's
/// disposable is kept until the run starts; a run can start before `schedule` returned (an
/// immediate scheduler, or a queue faster than the caller), which the per-run ``Ticket`` records.
internal final class RecursiveScheduler<State>: Cancelable, @unchecked Sendable {
    internal typealias Action = (State, RecursiveScheduler<State>) -> Void

    /// One scheduled run; `started` is guarded by the owner's `lock`.
    private final class Ticket {
        var started = false
    }

    private let scheduler: any ImmediateSchedulerType
    private let timedScheduler: (any SchedulerType)?

    // Guards every `var` below. `action` becomes nil on dispose, which releases whatever the
    // caller's closure captured. `pending` holds the runs scheduled but not started, keyed by
    // their ticket (kept in the value so the identifier stays unique).
    private let lock = Lock()
    private var action: Action?
    private var pending: [ObjectIdentifier: (ticket: Ticket, disposable: Disposable)] = [:]
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
        let cancelled: [Disposable] = lock.withLock {
            disposed = true
            action = nil
            defer { pending = [:] }
            return pending.values.map(\.disposable)
        }
        for disposable in cancelled {
            disposable.dispose()
        }
    }

    private func register(_ disposable: Disposable, _ ticket: Ticket) {
        let cancelNow: Bool = lock.withLock {
            if disposed { return true }
            if !ticket.started { pending[ObjectIdentifier(ticket)] = (ticket, disposable) }
            return false
        }
        if cancelNow { disposable.dispose() }
    }

    private func run(_ state: State, _ ticket: Ticket) {
        let action: Action? = lock.withLock {
            ticket.started = true
            pending[ObjectIdentifier(ticket)] = nil
            return disposed ? nil : self.action
        }
        action?(state, self)
    }
}
