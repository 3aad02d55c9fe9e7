import Synchronization

/// Debug aid: notices when an observer's `on(_:)` is entered while a previous call is still
/// running, which means a producer broke the serialization part of the Rx contract.
///
/// It reports through ``Hooks/reportGrammarViolation(_:)`` instead of crashing, like RxSwift's
/// synchronization tracker. Release builds never call it.
@usableFromInline
internal struct DeliveryTracker: ~Copyable, Sendable {
    @usableFromInline
    internal let depth = Atomic<Int>(0)

    @inlinable
    internal init() {}

    @usableFromInline
    internal func enter() {
        if depth.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            Hooks.reportGrammarViolation(
                "an observer received an event while it was still handling the previous one "
                    + "(re-entrant or concurrent on(_:) call)"
            )
        }
    }

    @usableFromInline
    internal func leave() {
        depth.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
}
