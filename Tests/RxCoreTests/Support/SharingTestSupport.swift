import RxCore
import RxTest

/// Builds a shared sequence with `scheduler` as the sharing scheduler and returns it as an
/// observable, for helpers that take an observable-building closure.
func mocking<Sequence: SharedSequenceConvertibleType>(
    _ scheduler: TestScheduler,
    _ build: () -> Sequence
) -> Observable<Sequence.Element> {
    var built: Observable<Sequence.Element>?
    SharingScheduler.mock(scheduler: scheduler) { built = build().asObservable() }
    return built!
}
