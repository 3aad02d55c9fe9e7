/// A subject that re-emits each event to the observers subscribed at that moment.
///
/// Late subscribers do not see earlier elements; after the subject terminates they receive
/// just the terminal event. Thread-safe: `on(_:)`, `subscribe` and `dispose()` may be called from
/// any thread, and each observer still gets its events one at a time and in order. An event sent
/// from inside an observer (re-entrantly) is delivered to everybody after the current one.
///
/// ```swift
/// let subject = PublishSubject<String>()
/// subject.subscribe(onNext: { print($0) }).disposed(by: bag)
/// subject.onNext("a")  // prints "a"
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // All mutable state lives in `core`, which serializes access to it.

    /// The observer type that feeds the subject.
    public typealias Observer = PublishSubject<Element>

    /// RxSwift's name for ``Observer``.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    internal let core = SubjectCore(policy: PublishPolicy<Element>())

    /// ``SubjectCore/attach(_:_:owner:)`` on ``core``, formed in the initializer, in the caller's
    /// specialized code: ``produce(_:_:)`` is reached through the vtable, so it runs unspecialized,
    /// and calls this.
    @usableFromInline
    internal let attachObserver: SubjectCore<PublishPolicy<Element>>.Attach

    /// Creates a subject with no observers.
    @inlinable
    public override init() {
        attachObserver = SubjectCore.attaching(core)
        super.init()
    }

    deinit {
        core.ownerDeinitialized()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Re-emits `event` to every current observer; ignored after a terminal event or disposal.
    ///
    /// - Parameter event: The event to broadcast.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.perform(.event(event))
    }

    @usableFromInline
    override internal func produce(
        _ observer: consuming AnyObserver<Element>, _ subscription: SingleAssignmentDisposable
    ) {
        attachObserver(self, observer, subscription)
    }

    /// Returns the subject itself as its observer side.
    ///
    /// - Returns: `self`.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases all observers without sending them anything; later subscribers receive
    /// `RxError.disposed` and later events are ignored.
    public func dispose() {
        core.dispose()
    }
}
