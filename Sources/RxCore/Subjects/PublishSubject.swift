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
    SubjectCoreOwner, @unchecked Sendable
{
    // All mutable state lives in `core`, which serializes access to it.

    /// The observer type that feeds the subject.
    public typealias Observer = PublishSubject<Element>

    /// RxSwift's name for ``Observer``.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    internal let core = SubjectCore(policy: PublishPolicy<Element>())

    /// Creates a subject with no observers.
    @inlinable
    public override init() {
        // Formed here, in the caller's specialized code (see `Observable.subjectAttach`).
        super.init(
            subjectAttach: { subject, entry, subscription in
                unsafeDowncast(subject, to: PublishSubject<Element>.self).attach(entry, subscription)
            },
            keyedAttach: { subject, program, entry, wrappers in
                unsafeDowncast(subject, to: PublishSubject<Element>.self).attachKeyed(
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

    /// Re-emits `event` to every current observer; ignored after a terminal event or disposal.
    ///
    /// - Parameter event: The event to broadcast.
    @inlinable
    public func on(_ event: Event<Element>) {
        perform(.event(event))
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
        disposeSubject()
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
