/// A ``PublishSubject`` that cannot terminate: it only accepts elements.
///
/// Relays suit state and UI events, where an error or completion would end a binding for good.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// taps.subscribe(onNext: { print("tap") }).disposed(by: bag)
/// taps.accept(())  // prints "tap"
/// ```
public final class PublishRelay<Element>: ObservableType, Sendable {
    @usableFromInline
    internal let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    @inlinable
    public init() {}

    /// Sends `element` to every current observer.
    ///
    /// - Parameter element: The element to broadcast.
    @inlinable
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer` to the relay's elements.
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
