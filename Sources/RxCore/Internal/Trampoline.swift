/// Turns "subscribe again" requests into a loop instead of a recursion.
///
/// `retry` and `retry(when:)` resubscribe when their source fails; a synchronous source that
/// fails while it is being subscribed would otherwise nest one more subscription per attempt on
/// the stack. The first caller runs `body`; callers arriving while it runs (re-entrantly or from
/// another thread) only count themselves, and the running caller repeats `body` once per request
/// before it leaves. Every request of one owner must ask for the same work, since only the
/// running caller's `body` is executed.
@usableFromInline
internal struct Trampoline: ~Copyable, Sendable {
    @usableFromInline
    internal let pending = AtomicCell<Int>(0)

    @inlinable
    internal init() {}

    @inlinable
    internal func run(_ body: () -> Void) {
        guard pending.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        repeat {
            body()
        } while pending.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }
}
