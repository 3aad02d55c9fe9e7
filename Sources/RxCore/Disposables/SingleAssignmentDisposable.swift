/// A disposable whose underlying disposable is assigned once, possibly after disposal was
/// requested; a late assignment is then disposed at once.
///
/// Operators use it to hold an upstream subscription: they create it before subscribing, so a
/// synchronous source that emits during `subscribe` can already be cancelled from downstream.
///
/// ```swift
/// let upstream = SingleAssignmentDisposable()
/// upstream.setDisposable(source.subscribe(observer))
/// upstream.dispose()
/// ```
public class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Not `final`: the sink of `subscribe(onNext:…)` is one (see ``SubscriptionSink``), so that a
    // subscription costs one object. Nothing overrides its methods.
    private static let assignedFlag = 1

    /// The flag ``dispose()`` sets; a subject tests it before every delivery.
    @usableFromInline
    internal static let disposedFlag = 2

    // Lock-free: the flags are ``DisposeBase/state``. `disposable` is written by the assigning
    // thread before it sets `assignedFlag` and read by exactly one thread afterwards: the disposer
    // if the assignment came first, otherwise the assigner itself. `disposalAction` is read only
    // by the thread that sets `disposedFlag`. Every reference is dropped on dispose.
    @exclusivity(unchecked) private var disposable: Disposable?
    @exclusivity(unchecked) private var disposalAction: (() -> Void)?
    // Set by a subject before it lists this subscription, read by `dispose()` only once it saw
    // the listed flag (see ``attach(removal:)``), so the flag's atomic orders the two.
    @exclusivity(unchecked) private var removal: ((_ slot: Int, _ subscription: ObjectIdentifier) -> Void)?

    /// Creates an unassigned disposable.
    public init() {
        super.init(state: 0)
        Resources.incrementTotal()
    }

    /// Creates an unassigned disposable that also runs `disposalAction` when disposed, after
    /// disposing the underlying disposable.
    @usableFromInline
    internal init(disposalAction: (() -> Void)?) {
        self.disposalAction = disposalAction
        super.init(state: 0)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether ``dispose()`` has been called.
    public final var isDisposed: Bool {
        isDisposedInline
    }

    // Set by a subject that lists this subscription in its ``ObserverList``; the slot's index is
    // kept in the bits above it (see ``markListed(at:)``).
    @inlinable
    internal static var listedFlag: Int { 4 }

    @inlinable
    internal static var slotShift: Int { 3 }

    /// Prepares this subscription to be listed by a subject: `dispose()` will call `removal` with
    /// the slot the subject lists it in and this subscription's identity. Called by the subject
    /// before it queues the subscription; a subscription goes to one subject at most (like
    /// ``setDisposable(_:)``, which a subject does not call).
    @inlinable
    internal final func attach(removal: consuming @escaping (_ slot: Int, _ subscription: ObjectIdentifier) -> Void) {
        setRemoval(removal)
    }

    @usableFromInline
    internal final func setRemoval(
        _ removal: consuming @escaping (_ slot: Int, _ subscription: ObjectIdentifier) -> Void
    ) {
        precondition(!isAttachedToSubject, "SingleAssignmentDisposable attached to two subjects")
        isAttachedToSubject = true
        self.removal = removal
    }

    /// Records that a subject listed this subscription in `slot`; called from inside the
    /// subject's serialized operations.
    ///
    /// One atomic operation decides the race with ``dispose()``: when this returns `false` the
    /// subscription was disposed first, and the subject must take the entry out again; otherwise
    /// a later `dispose()` finds the slot and asks the subject's unsubscriber to remove it.
    ///
    /// - Returns: Whether the subscription was still live.
    @inlinable
    internal final func markListed(at slot: Int) -> Bool {
        let bits = Self.listedFlag | slot << Self.slotShift
        return state.bitwiseOr(bits, ordering: .acquiringAndReleasing).oldValue & Self.disposedFlag == 0
    }

    /// Whether a subject took this subscription (``attach(removal:)``). Set by the subject's
    /// `attach`, whether it lists the subscription at once or queues it, so only the thread that
    /// subscribed reads it, right after subscribing.
    @usableFromInline
    @exclusivity(unchecked)
    internal final var isAttachedToSubject = false

    /// Called by a subject, from inside its serialized operations, once it has taken this
    /// subscription out of its observer list: it will deliver nothing more to it. A
    /// ``SubscriptionSink`` releases its handlers here.
    @usableFromInline
    internal func unlisted() {}

    /// The slot a subject listed this subscription in, if one did.
    @inlinable
    internal final var listedSlot: Int? {
        let current = state.load(ordering: .acquiring)
        return current & Self.listedFlag != 0 ? current >> Self.slotShift : nil
    }

    /// ``isDisposed`` for inlinable event paths: one atomic load.
    @inlinable
    internal final var isDisposedInline: Bool {
        state.load(ordering: .acquiring) & Self.disposedFlag != 0
    }

    /// Assigns the underlying disposable; if this instance is already disposed, disposes it now.
    ///
    /// - Parameter disposable: The resource to hold. Assigning twice is a programming error.
    public final func setDisposable(_ disposable: Disposable) {
        let current = state.load(ordering: .acquiring)
        precondition(current & Self.assignedFlag == 0, "SingleAssignmentDisposable.setDisposable(_:) called twice")
        if current & Self.disposedFlag != 0 {
            state.bitwiseOr(Self.assignedFlag, ordering: .relaxed)
            disposable.dispose()
            return
        }
        self.disposable = disposable
        let previous = state.bitwiseOr(Self.assignedFlag, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.assignedFlag == 0, "SingleAssignmentDisposable.setDisposable(_:) called twice")
        if previous & Self.disposedFlag != 0 {
            self.disposable = nil
            disposable.dispose()
        }
    }

    /// Disposes the underlying disposable (now or when it is assigned) and releases it.
    public final func dispose() {
        let previous = state.bitwiseOr(Self.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedFlag != 0 { return }
        if previous & Self.listedFlag != 0, let removal = removal.take() {
            removal(previous >> Self.slotShift, ObjectIdentifier(self))
        }
        // `take()` moves the references out, so neither is copied on the way.
        if previous & Self.assignedFlag != 0, let disposable = disposable.take() {
            disposable.dispose()
        }
        if let action = disposalAction.take() {
            action()
        }
    }
}
