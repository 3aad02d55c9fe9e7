extension ObservableType {
    /// Returns a sequence that emits `element` and completes.
    ///
    /// - Parameter element: The single element.
    /// - Returns: An observable of one element.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element)
    }

    /// Returns a sequence that emits `element` on `scheduler`, then completes in a second
    /// scheduled action.
    ///
    /// On a `TestScheduler` subscribed at 200, the element arrives at 201 and completion at 202.
    ///
    /// - Parameters:
    ///   - element: The single element.
    ///   - scheduler: The scheduler that emits the element and the completion.
    /// - Returns: An observable of one element.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable<Element>.make { observer, subscription in
            let cancel = SingleAssignmentDisposable()
            subscription.setDisposable(cancel)
            cancel.setDisposable(
                scheduler.schedule(element) { element in
                    if cancel.isDisposed { return Disposables.create() }
                    observer.on(.next(element))
                    return scheduleCompletion(observer, cancel, on: scheduler)
                }
            )
        }
    }

    /// Schedules the completion of a scheduled single-element sequence and lets go of everything
    /// once it ran.
    internal static func scheduleCompletion(
        _ observer: AnyObserver<Element>,
        _ cancel: SingleAssignmentDisposable,
        on scheduler: ImmediateSchedulerType
    ) -> Disposable {
        if cancel.isDisposed { return Disposables.create() }
        return scheduler.schedule(()) { _ in
            if !cancel.isDisposed { observer.on(.completed) }
            cancel.dispose()
            return Disposables.create()
        }
    }
}

/// The observable behind `just(_:)`: it keeps the element itself, so making one costs a single
/// allocation (a closure capturing the element would cost a second one, which `flatMapLatest`
/// over `just` pays on every switch).
///
/// Flattening operators recognize it (`flatMapLatest` takes its element without subscribing,
/// see `SwitchSink`), which is why its element is visible to inlinable code.
@usableFromInline
internal final class JustObservable<Element>: Observable<Element>, @unchecked Sendable {
    // Immutable.
    @usableFromInline
    internal let element: Element

    @inlinable
    internal init(_ element: Element) {
        self.element = element
        super.init()
    }

    override internal func produce(
        _ observer: consuming AnyObserver<Element>, _ subscription: SingleAssignmentDisposable
    ) {
        observer.on(.next(element))
        observer.on(.completed)
    }
}
