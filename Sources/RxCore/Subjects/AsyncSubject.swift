/// A subject that emits only its last element, and only when it completes.
///
/// Observers, including those that subscribe after completion, receive the last element and
/// `completed`; if the subject completes without elements they receive just `completed`, and if
/// it fails they receive just the error. Thread-safe like ``PublishSubject``.
///
/// ```swift
/// let subject = AsyncSubject<Int>()
/// subject.subscribe(onNext: { print($0) }).disposed(by: bag)
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onCompleted()  // prints "2"
/// ```
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // All mutable state lives in `core`, which serializes access to it.

    /// The observer type that feeds the subject.
    public typealias Observer = AsyncSubject<Element>

    /// RxSwift's name for ``Observer``.
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline
    internal let core = SubjectCore(policy: AsyncPolicy<Element>())

    /// ``SubjectCore/attach(_:_:owner:)`` on ``core``, formed in the initializer, in the caller's
    /// specialized code: ``produce(_:_:)`` is reached through the vtable, so it runs unspecialized,
    /// and calls this.
    @usableFromInline
    internal let attachObserver: SubjectCore<AsyncPolicy<Element>>.Attach

    /// Creates a subject with no observers and no element.
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
    ///
    /// RxSwift's `AsyncSubject` cannot be disposed; RxCore gives every subject the same surface.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Records an element, or ends the sequence and emits the last element to every observer.
    ///
    /// - Parameter event: The event; ignored after a terminal event or disposal.
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
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Releases all observers and the last element without sending anything; later subscribers
    /// receive `RxError.disposed` and later events are ignored.
    public func dispose() {
        core.dispose()
    }
}
