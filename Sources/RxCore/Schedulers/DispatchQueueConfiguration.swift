import Dispatch
import Synchronization

/// The dispatch queue and timer leeway behind the dispatch-queue schedulers, and the scheduling
/// they share.
internal struct DispatchQueueConfiguration: Sendable {
    internal let queue: DispatchQueue
    internal let leeway: DispatchTimeInterval

    /// Runs `action` on the queue as soon as possible, unless disposed before it starts.
    internal func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = ScheduledAction(state, action)
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.run())
        }
        return cancel
    }

    /// Runs `action` on the queue once `dueTime` has passed, using a one-shot timer.
    internal func scheduleRelative<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping (State) -> Disposable
    ) -> Disposable {
        let scheduled = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + dueTime, leeway: leeway)
        let cancelTimer = TimerCancellation(timer)
        let work = ScheduledAction(state, action)
        timer.setEventHandler {
            if scheduled.isDisposed { return }
            scheduled.insert(work.run())
            cancelTimer.dispose()
        }
        timer.resume()
        scheduled.insert(cancelTimer)
        return scheduled
    }

    /// Runs `action` on the queue every `period` after `startAfter`, using a repeating timer.
    internal func schedulePeriodic<State>(
        _ state: State,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (State) -> State
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + startAfter, repeating: period, leeway: leeway)
        let cancelTimer = TimerCancellation(timer)
        let progress = PeriodicState(ScheduledAction(state, action))
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            progress.advance()
        }
        timer.resume()
        return cancelTimer
    }
}

/// Cancels a dispatch timer once and drops the last reference to it.
///
/// The scheduler keeps the timer alive through this object until it fires or is disposed.
/// `@unchecked Sendable`: `timer` is guarded by `lock` (disposal can race the timer's own
/// handler), and a dispatch source may be cancelled from any thread.
internal final class TimerCancellation: Cancelable, @unchecked Sendable {
    private let lock = Mutex(())
    private var timer: (any DispatchSourceTimer)?

    internal init(_ timer: any DispatchSourceTimer) {
        self.timer = timer
    }

    internal var isDisposed: Bool {
        lock.withLock { _ in timer == nil }
    }

    internal func dispose() {
        let taken: (any DispatchSourceTimer)? = lock.withLock { _ in
            defer { timer = nil }
            return timer
        }
        taken?.cancel()
    }
}

/// The state a periodic timer threads from one run to the next.
///
/// `@unchecked Sendable`: only the timer's event handler touches `state`, and a dispatch source
/// never runs its handler concurrently with itself.
internal final class PeriodicState<State>: @unchecked Sendable {
    private let work: ScheduledAction<State, State>
    private var state: State

    internal init(_ work: ScheduledAction<State, State>) {
        self.work = work
        self.state = work.initialState
    }

    internal func advance() {
        state = work.run(state)
    }
}
