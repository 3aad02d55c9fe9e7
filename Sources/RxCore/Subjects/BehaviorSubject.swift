/// A subject that holds a current value: each new subscriber receives it first, then every
/// later event.
///
/// ``value()`` reflects an element as soon as `onNext` returns, even when the element's delivery
/// is still queued behind an event that is being delivered (an `onNext` from inside an observer).
/// A subscriber receives the value as of its own place in that queue, so it never sees an element
/// twice or misses one. After the subject terminates, subscribers receive just the terminal
/// event. Thread-safe like ``PublishSubject``.
///
/// ```swift
/// let subject = BehaviorSubject(value: 0)
/// subject.subscribe(onNext: { print($0) }).disposed(by: bag)  // prints 0
/// subject.onNext(1)                                             // prints 1
/// try subject.value()                                           // 1
/// ```
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // `core` serializes the subject's state. The copy of the latest value that `value()` reads,
    // `latestValue`, `latestError` and `latestStopped`, is updated when an event arrives, in the
    // same critical section that queues it, and guarded by `lock`.

    /// The observer type that feeds the subject.
    public typealias Observer = BehaviorSubject<Element>

    /// RxSwift's name for ``Observer``.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline
    internal let core: SubjectCore<BehaviorPolicy<Element>>

    /// ``SubjectCore/attach(_:_:owner:)`` on ``core``, formed in the initializer, in the caller's
    /// specialized code: ``produce(_:_:)`` is reached through the vtable, so it runs unspecialized,
    /// and calls this.
    @usableFromInline
    internal let attachObserver: SubjectCore<BehaviorPolicy<Element>>.Attach

    @usableFromInline
    internal let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked)
    internal var latestValue: Element

    @usableFromInline
    @exclusivity(unchecked)
    internal var latestError: Swift.Error?

    @usableFromInline
    @exclusivity(unchecked)
    internal var latestStopped = false

    /// Creates a subject whose current value is `value`.
    ///
    /// - Parameter value: The value new subscribers receive until the first `onNext`.
    @inlinable
    public init(value: Element) {
        core = SubjectCore(policy: BehaviorPolicy(value: value))
        latestValue = value
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

    /// Returns the current value.
    ///
    /// After completion it keeps returning the last value.
    ///
    /// - Returns: The latest element sent to the subject, or the initial value.
    /// - Throws: `RxError.disposed(object:)` once the subject is disposed; the subject's error if
    ///   it failed.
    public func value() throws -> Element {
        if core.isDisposed { throw RxError.disposed(object: self) }
        return try lock.withLock {
            if let latestError { throw latestError }
            return latestValue
        }
    }

    /// Makes `event` current and re-emits it to every observer; ignored after a terminal event
    /// or disposal.
    ///
    /// - Parameter event: The event to broadcast.
    @inlinable
    public func on(_ event: Event<Element>) {
        // Recording and taking a place in the queue happen under one lock, so concurrent
        // producers update `value()` in the order their events are delivered.
        let core = self.core
        let admission = lock.withLock {
            record(event)
            return core.admit(.event(event))
        }
        core.complete(admission, .event(event)) { operation in core.process(operation) }
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
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases all observers without sending them anything; later subscribers receive
    /// `RxError.disposed`, later events are ignored and ``value()`` throws.
    public func dispose() {
        core.dispose()
    }

    // Updates what `value()` returns the moment an event arrives; called holding `lock`.
    @inlinable
    internal func record(_ event: Event<Element>) {
        guard !latestStopped else { return }
        switch event {
        case .next(let element):
            latestValue = element
        case .error(let error):
            latestError = error
            latestStopped = true
        case .completed:
            latestStopped = true
        }
    }
}
