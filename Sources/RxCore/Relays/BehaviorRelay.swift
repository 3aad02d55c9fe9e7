/// A ``BehaviorSubject`` that cannot terminate: it holds a current ``value`` and only accepts
/// elements.
///
/// ```swift
/// let query = BehaviorRelay(value: "")
/// query.subscribe(onNext: { print("query: \($0)") }).disposed(by: bag)  // prints "query: "
/// query.accept("hero")                                                   // prints "query: hero"
/// query.value                                                            // "hero"
/// ```
public final class BehaviorRelay<Element>: ObservableType, Sendable {
    @usableFromInline
    internal let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    ///
    /// - Parameter value: The value new subscribers receive until the first ``accept(_:)``.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value: the element most recently accepted, or the initial value.
    public var value: Element {
        // The subject is never disposed and never fails, so `value()` cannot throw.
        try! subject.value()
    }

    /// Makes `element` the current value and sends it to every observer.
    ///
    /// - Parameter element: The new value.
    @inlinable
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer`: it receives the current value, then every accepted element.
    ///
    /// - Parameter observer: The observer that receives the elements.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns the relay as an observable sequence that never terminates.
    ///
    /// - Returns: The underlying subject, as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject
    }
}
