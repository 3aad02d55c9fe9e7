/// Runs `action` with `scheduler` as the scheduler of every driver and signal built inside it;
/// RxCocoa's former name for ``SharingScheduler/mock(scheduler:action:)``.
///
/// - Parameters:
///   - scheduler: The scheduler to use instead of the main scheduler.
///   - action: The code that builds the shared sequences.
@available(*, deprecated, renamed: "SharingScheduler.mock(scheduler:action:)")
public func driveOnScheduler(_ scheduler: SchedulerType, action: () -> Void) {
    SharingScheduler.mock(scheduler: scheduler, action: action)
}
