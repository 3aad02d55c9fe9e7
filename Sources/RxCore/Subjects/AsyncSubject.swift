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
    SubjectCoreOwner, @unchecked Sendable
{
    // All mutable state lives in `core`, which serializes access to it.

    /// The observer type that feeds the subject.
    public typealias Observer = AsyncSubject<Element>

    /// RxSwift's name for ``Observer``.
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline
    internal let core = SubjectCore(policy: AsyncPolicy<Element>())

    /// Creates a subject with no observers and no element.
    @inlinable
    public override init() {
        // Formed here, in the caller's specialized code (see `Observable.subjectAttach`).
        super.init(
            subjectAttach: { subject, entry, subscription in
                unsafeDowncast(subject, to: AsyncSubject<Element>.self).attach(entry, subscription)
            },
            keyedAttach: { subject, program, entry, wrappers in
                unsafeDowncast(subject, to: AsyncSubject<Element>.self).attachKeyed(
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
        perform(.event(event))
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
