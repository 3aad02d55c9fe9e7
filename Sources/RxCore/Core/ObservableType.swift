/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// Returns the observable sequence this value represents.
    ///
    /// - Returns: An ``Observable`` that emits the same events.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of elements that observers subscribe to.
///
/// Operators are defined on this protocol, so subjects, relays and traits all share them.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence's events.
    ///
    /// Events reach one observer serialized and obeying `next* (error | completed)?`.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that cancels the subscription and releases its resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps this sequence in an ``Observable``.
    ///
    /// - Returns: An observable that subscribes to `self` for every subscriber.
    public func asObservable() -> Observable<Element> {
        Observable<Element>.make { observer, subscription in
            subscription.setDisposable(self.subscribe(observer))
        }
    }
}
