/// A subject that replays the latest elements to every new subscriber, then keeps it up to date.
///
/// Make one with ``create(bufferSize:)`` or ``createUnbounded()``. A subscriber that arrives
/// after the subject terminated still gets the buffered elements, followed by the terminal
/// event. Thread-safe like ``PublishSubject``.
///
/// ```swift
/// let subject = ReplaySubject<Int>.create(bufferSize: 2)
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onNext(3)
/// subject.subscribe(onNext: { print($0) }).disposed(by: bag)  // prints 2, 3
/// ```
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // All mutable state lives in `core`, which serializes access to it.

    /// The observer type that feeds the subject.
    public typealias Observer = ReplaySubject<Element>

    /// RxSwift's name for ``Observer``.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline
    internal let core: SubjectCore<ReplayPolicy<Element>>

    /// ``SubjectCore/attach(_:_:owner:)`` on ``core``, formed in the initializer, in the caller's
    /// specialized code: ``produce(_:_:)`` is reached through the vtable, so it runs unspecialized,
    /// and calls this.
    @usableFromInline
    internal let attachObserver: SubjectCore<ReplayPolicy<Element>>.Attach

    @inlinable
    internal init(bufferSize: Int) {
        core = SubjectCore(policy: ReplayPolicy(bufferSize: bufferSize))
        attachObserver = SubjectCore.attaching(core)
        super.init()
    }

    /// Creates a subject that replays at most `bufferSize` of the latest elements.
    ///
    /// - Parameter bufferSize: How many elements to keep; zero keeps none (like a
    ///   ``PublishSubject``). Must not be negative.
    /// - Returns: A new subject.
    /// - Complexity: O(`bufferSize`) memory; each element is stored in amortized O(1) and sent to every observer; a
    ///   new subscriber receives up to `bufferSize` elements at once.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a subject that replays every element it ever received.
    ///
    /// The buffer grows without bound; prefer ``create(bufferSize:)`` for long-lived subjects.
    ///
    /// - Returns: A new subject.
    /// - Complexity: O(*n*) memory for the *n* elements received; a new subscriber receives all of them at once.
    @inlinable
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
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

    /// Buffers and re-emits `event` to every current observer; ignored after a terminal event or
    /// disposal.
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
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases all observers and the buffer without sending anything; later subscribers
    /// receive `RxError.disposed` and later events are ignored.
    public func dispose() {
        core.dispose()
    }
}
