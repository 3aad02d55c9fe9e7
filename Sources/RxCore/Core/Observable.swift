/// A sequence of events over time that observers subscribe to: the central type of RxCore.
///
/// Build one with a creation operator (`Observable.just(1)`, `Observable.create { … }`) or from a
/// subject, transform it with operators, and subscribe to start it:
///
/// ```swift
/// let subscription = Observable.of(1, 2, 3)
///     .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
/// ```
///
/// Subscribing is thread-safe. Each subscription gets its own, serialized stream of events.
public class Observable<Element>: ObservableType, @unchecked Sendable {
    // Immutable after init; subclasses guard their own state, so sharing an observable between
    // threads is safe.

    @usableFromInline
    internal init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes `observer` to the sequence's events.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that cancels the subscription and releases its resources.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let subscription = SingleAssignmentDisposable()
        run(AnyObserver(observer), subscription)
        return subscription
    }

    /// Returns `self`.
    ///
    /// - Returns: This observable.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// Attaches a type-erased observer: the one way operators subscribe to their sources.
    ///
    /// The contract (every ``produce(_:_:)`` keeps it, and so do subjects):
    /// - deliver serialized events that obey `next* (error | completed)?`;
    /// - hand whatever cancels the work to `subscription.setDisposable(_:)` (at most once), and do
    ///   it *before* emitting anything, so that a downstream operator that stops early (`take`)
    ///   can cancel even a synchronous source while it is still inside `run`; a subject instead
    ///   records its slot in the subscription, which `dispose()` uses to remove the entry;
    /// - stop delivering and release `observer` once `subscription` is disposed or a terminal
    ///   event was sent.
    ///
    /// Operators that only transform events pass `subscription` on to their source unchanged.
    @inlinable
    @inline(__always)
    internal final func run(_ observer: consuming AnyObserver<Element>, _ subscription: SingleAssignmentDisposable) {
        produce(observer, subscription)
    }

    /// Implements ``run(_:_:)``, keeping its contract; every concrete observable overrides this.
    @usableFromInline
    internal func produce(_ observer: consuming AnyObserver<Element>, _ subscription: SingleAssignmentDisposable) {
        fatalError("Abstract method \(type(of: self)).produce(_:_:) must be overridden")
    }
}

/// An observable defined by a closure that follows the ``Observable/run(_:_:)`` contract.
///
/// Operators inside RxCore build on this; their closures honour the contract themselves, so no
/// serialization layer is added.
@usableFromInline
internal final class Producer<Element>: Observable<Element>, @unchecked Sendable {
    // Sendable: immutable; the closure follows the `run` contract.
    @usableFromInline
    internal let subscribeHandler: (AnyObserver<Element>, SingleAssignmentDisposable) -> Void

    @inlinable
    internal init(_ subscribeHandler: @escaping (AnyObserver<Element>, SingleAssignmentDisposable) -> Void) {
        self.subscribeHandler = subscribeHandler
        super.init()
    }

    @inlinable
    override internal func produce(
        _ observer: consuming AnyObserver<Element>, _ subscription: SingleAssignmentDisposable
    ) {
        subscribeHandler(observer, subscription)
    }
}

extension Observable {
    /// Creates an observable from a closure that follows the ``run(_:_:)`` contract itself.
    @inlinable
    internal static func make(
        _ subscribe: @escaping (AnyObserver<Element>, SingleAssignmentDisposable) -> Void
    ) -> Observable<Element> {
        Producer(subscribe)
    }
}
