/// A type that can be viewed as a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// Returns the control event this value represents.
    ///
    /// - Returns: A ``ControlEvent`` with the same events.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI control, as RxCocoa models them: a stream that never fails, is subscribed
/// on the main scheduler, and delivers where the control sends (the main thread, for a UI).
///
/// A control exposes its events through its `rx` namespace:
///
/// ```swift
/// extension Reactive where Base: SearchField {
///     var submitted: ControlEvent<String> { ControlEvent(events: base.submissions) }
/// }
/// field.rx.submitted.subscribe(onNext: { query in search(query) })
/// ```
///
/// The control completes the events when it goes away. Use ``asDriver()`` or ``asSignal()`` to
/// combine them with a view model's drivers.
public struct ControlEvent<PropertyType>: ControlEventType, Sendable {
    /// The type of the events' elements.
    public typealias Element = PropertyType

    /// The events, subscribed on the main scheduler.
    public let events: Observable<PropertyType>

    /// Wraps a control's event stream, which must never fail.
    ///
    /// Subscriptions (and their disposal) are moved to `ConcurrentMainScheduler.instance`, as RxCocoa
    /// does: at once when made on the main queue, otherwise dispatched there.
    ///
    /// - Parameter events: The control's events.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the control's events.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// Returns the events as an ``Observable``.
    ///
    /// - Returns: The events.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    ///
    /// - Returns: This control event.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
