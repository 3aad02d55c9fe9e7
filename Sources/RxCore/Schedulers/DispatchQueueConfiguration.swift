import Dispatch

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
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + dueTime, leeway: leeway)
        let scheduled = DispatchTimerDisposable(timer)
        let work = ScheduledAction(state, action)
        timer.setEventHandler {
            scheduled.fire(work)
        }
        timer.resume()
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
        let scheduled = DispatchTimerDisposable(timer)
        let progress = PeriodicState(ScheduledAction(state, action))
        timer.setEventHandler {
            if scheduled.isDisposed { return }
            progress.advance()
        }
        timer.resume()
        return scheduled
    }
}

/// Owns a dispatch timer until it fires or is disposed, and what a one-shot timer's action
/// returned.
///
/// The timer's handler holds this object and this object holds the timer; cancelling the timer
/// (on disposal, or after a one-shot fired) makes dispatch release the handler and breaks the
/// cycle. `@unchecked Sendable`: every `var` is guarded by `lock`, because disposal can race the
/// handler, and a dispatch source may be cancelled from any thread.
internal final class DispatchTimerDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var timer: (any DispatchSourceTimer)?
    private var result: Disposable?
    private var disposed = false

    internal init(_ timer: any DispatchSourceTimer) {
        self.timer = timer
    }

    internal var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Runs a one-shot timer's work unless disposed, keeps its result for disposal, and
    /// cancels the timer.
    internal func fire(_ work: ScheduledAction<some Any, Disposable>) {
        if isDisposed { return }
        let result = work.run()
        let (kept, timer): (Bool, (any DispatchSourceTimer)?) = lock.withLock {
            defer { self.timer = nil }
            if disposed { return (false, self.timer) }
            self.result = result
            return (true, self.timer)
        }
        timer?.cancel()
        if !kept { result.dispose() }
    }

    internal func dispose() {
        let (timer, result): ((any DispatchSourceTimer)?, Disposable?) = lock.withLock {
            if disposed { return (nil, nil) }
            disposed = true
            defer {
                self.timer = nil
                self.result = nil
            }
            return (self.timer, self.result)
        }
        timer?.cancel()
        result?.dispose()
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
