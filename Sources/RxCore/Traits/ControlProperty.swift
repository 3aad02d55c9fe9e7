/// A type that can be viewed as a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// Returns the control property this value represents.
    ///
    /// - Returns: A ``ControlProperty`` with the same values and sink.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI control, as RxCocoa models it: a stream of its values (the current one
/// first, then every change) and a sink that sets it.
///
/// A terminal search field exposes its text the RxCocoa way:
///
/// ```swift
/// extension Reactive where Base: SearchField {
///     var text: ControlProperty<String?> {
///         ControlProperty(values: base.textRelay, valueSink: Binder(base) { field, text in field.text = text })
///     }
/// }
///
/// field.rx.text.orEmpty
///     .debounce(.milliseconds(300), scheduler: ConcurrentMainScheduler.instance)
///     .subscribe(onNext: { query in viewModel.search(query) })
/// viewModel.suggestion.bind(to: field.rx.text)
/// ```
///
/// The values never fail; errors sent to the property are binding errors, reported through
/// ``Hooks`` (a crash in debug builds, as in RxCocoa). ``changed`` skips the current value.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    /// The property's values, subscribed on the main scheduler: the current value, then changes.
    public let values: Observable<PropertyType>

    /// Sets the property.
    public let valueSink: AnyObserver<PropertyType>

    /// Creates a property from a stream of its values and an observer that sets it.
    ///
    /// Subscriptions (and their disposal) are moved to `ConcurrentMainScheduler.instance`, as RxCocoa
    /// does: at once when made on the main queue, otherwise dispatched there.
    ///
    /// - Parameters:
    ///   - values: Emits the current value on subscription, then every change; never fails.
    ///   - valueSink: Applies values bound to the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == Element, Sink.Element == Element {
        self.init(
            subscribedValues: values.subscribe(on: ConcurrentMainScheduler.instance), valueSink: valueSink.asObserver())
    }

    internal init(subscribedValues: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>) {
        self.values = subscribedValues
        self.valueSink = valueSink
    }

    /// Subscribes `observer` to the property's values.
    ///
    /// - Parameter observer: The observer that receives the values.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes of the property, without its current value.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Returns the values as an ``Observable``.
    ///
    /// - Returns: The values.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    ///
    /// - Returns: This control property.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property to a value; an error is a binding error; completion is passed on.
    ///
    /// - Parameter event: The event bound to the property.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            Hooks.reportBindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text as a non-optional string: `nil` reads as `""`.
    ///
    /// ```swift
    /// field.rx.text.orEmpty.subscribe(onNext: { query in search(query) })
    /// ```
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        return ControlProperty<String>(
            subscribedValues: original.values.map { $0 ?? "" },
            valueSink: original.valueSink.mapObserver { Optional($0) }
        )
    }
}
