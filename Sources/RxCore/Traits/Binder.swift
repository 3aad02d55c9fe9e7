/// An observer that binds elements to a UI-like target: it holds the target weakly, applies each
/// element on a scheduler (the main scheduler by default), and treats errors as programming
/// errors.
///
/// ```swift
/// let statusText = Binder(statusLabel) { label, text in label.text = text }
/// viewModel.status.bind(to: statusText).disposed(by: bag)
/// ```
///
/// Elements that arrive after the target was deallocated are ignored. An error event means a
/// stream that should never fail did: it is reported through ``Hooks`` (by default a crash in
/// debug builds and a printed message in release builds, like RxSwift). Completion is ignored.
public struct Binder<Value>: ObserverType {
    /// The type of the elements bound.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that runs `binding` with the target and each element on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object to update; held weakly.
    ///   - scheduler: Where `binding` runs; by default a new `MainScheduler`, as in RxSwift, so a
    ///     binding fed from work already running on the main queue applies at once.
    ///   - binding: Applies one element to the target.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                Hooks.reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// Applies an element, reports an error, or ignores completion.
    ///
    /// - Parameter event: The event to handle.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases the binder's type.
    ///
    /// - Returns: An observer that forwards to this binder.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
