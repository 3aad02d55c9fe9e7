/// Debug aid: notices when an observer's `on(_:)` is entered while a previous call is still
/// running, which means a producer broke the serialization part of the Rx contract.
///
/// It reports through ``Hooks/reportGrammarViolation(_:)`` instead of crashing, like RxSwift's
/// synchronization tracker. Release builds never call it, and in them it holds nothing.
@usableFromInline
internal struct DeliveryTracker: ~Copyable, Sendable {
    #if DEBUG
        @usableFromInline
        internal let depth = AtomicCell<Int>(0)
    #endif

    @inlinable
    internal init() {}

    @usableFromInline
    internal func enter() {
        #if DEBUG
            if depth.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                Hooks.reportGrammarViolation(
                    "an observer received an event while it was still handling the previous one "
                        + "(re-entrant or concurrent on(_:) call)"
                )
            }
        #endif
    }

    @usableFromInline
    internal func leave() {
        #if DEBUG
            depth.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        #endif
    }
}
