/// A type that receives the events of an observable sequence.
///
/// Conforming types implement ``on(_:)``; the convenience methods `onNext`, `onError` and
/// `onCompleted` forward to it.
public protocol ObserverType {
    /// The type of the elements this observer receives.
    associatedtype Element

    /// Delivers one event to the observer.
    ///
    /// - Parameter event: The event; after a terminal event no further events may be sent.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers a `next` event carrying `element`.
    ///
    /// - Parameter element: The element to deliver.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Delivers the `completed` event.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Delivers an `error` event.
    ///
    /// - Parameter error: The error that ends the sequence.
    @inlinable
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
