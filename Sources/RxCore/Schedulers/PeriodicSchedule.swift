/// Emulates periodic scheduling with recursive relative scheduling, as RxSwift does for
/// schedulers without native timers.
///
/// Every tick schedules the next tick first, then runs the action unless an earlier run is still
/// busy; a busy run hands the missed runs on when it finishes, so runs never overlap.
internal final class PeriodicSchedule<State>: @unchecked Sendable {
    private enum Command {
        case tick
        case dispatchStart
    }

    private let scheduler: any SchedulerType
    private let period: RxTimeInterval
    private let action: (State) -> State

    // Touched only by the run that moved `pendingTicks` off zero, or by the runs it hands over
    // to; the atomic read-modify-writes order them, so runs never overlap.
    private var state: State
    private let pendingTicks = AtomicCell<Int>(0)

    internal init(
        scheduler: any SchedulerType, period: RxTimeInterval, state: State, action: @escaping (State) -> State
    ) {
        self.scheduler = scheduler
        self.period = period
        self.state = state
        self.action = action
    }

    internal func start(after startAfter: RxTimeInterval) -> Disposable {
        let recursion = RecursiveScheduler<Command>(timedScheduler: scheduler) { command, recursion in
            self.handle(command, recursion)
        }
        recursion.schedule(.tick, dueTime: startAfter)
        return recursion
    }

    private func handle(_ command: Command, _ recursion: RecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursion.schedule(.tick, dueTime: period)
            if pendingTicks.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
                handle(.dispatchStart, recursion)
            }
        case .dispatchStart:
            state = action(state)
            if pendingTicks.wrappingSubtract(1, ordering: .acquiringAndReleasing).oldValue > 1 {
                recursion.schedule(.dispatchStart)
            }
        }
    }
}
