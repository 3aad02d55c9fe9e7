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
