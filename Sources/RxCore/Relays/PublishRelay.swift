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

    /// Subscribes with closures for each kind of event, as
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:)`` does. Swift picks this
    /// overload where the receiver's static type is this class; it lists the closures in the
    /// relay's subject's core directly, without the indirection a subject seen as an ``Observable`` needs.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called once if the sequence fails.
    ///   - onCompleted: Called once if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends for any reason, after the terminal
    ///     event's handler.
    /// - Returns: A disposable that cancels the subscription.
    /// - Complexity: O(1), beyond what the subject replays.
    @inlinable
    public func subscribe(
        onNext: consuming ((Element) -> Void)? = nil,
        onError: consuming ((Swift.Error) -> Void)? = nil,
        onCompleted: consuming (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subject.subscribeListing(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            general: subject
        )
    }
}
