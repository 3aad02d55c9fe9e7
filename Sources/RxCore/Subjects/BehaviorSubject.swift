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
    SubjectCoreOwner, @unchecked Sendable
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
        // Formed here, in the caller's specialized code (see `Observable.subjectAttach`).
        super.init(
            subjectAttach: { subject, entry, subscription in
                unsafeDowncast(subject, to: BehaviorSubject<Element>.self).attach(entry, subscription)
            },
            keyedAttach: { subject, program, entry, wrappers in
                unsafeDowncast(subject, to: BehaviorSubject<Element>.self).attachKeyed(
                    program: program, entry, wrappers: wrappers)
            }
        )
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

    /// Returns the subject itself as its observer side.
    ///
    /// - Returns: `self`.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases all observers without sending them anything; later subscribers receive
    /// `RxError.disposed`, later events are ignored and ``value()`` throws.
    public func dispose() {
        disposeSubject()
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

    /// Subscribes with closures for each kind of event, as
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:)`` does. Swift picks this
    /// overload where the receiver's static type is this class; it lists the closures in the
    /// subject's core directly, without the indirection a subject seen as an ``Observable`` needs.
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
        self.subscribeListing(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            general: self
        )
    }
}
