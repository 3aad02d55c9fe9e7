import RxCoreAtomics

/// The base class of RxCore's disposables that keep their state in one atomic word:
/// ``SingleAssignmentDisposable``, ``BooleanDisposable`` and the one
/// ``Disposables/create(with:)`` returns.
///
/// It has no public API of its own. The word is its only stored property, so that a disposable is one
/// allocation with its state inline, and subclasses keep their other fields in their own
/// declarations.
public class DisposeBase: InlineStateHolder, @unchecked Sendable {
    // Sendable: the only stored property is touched through `state`, atomically. It must stay
    // the only one (see ``InlineStateHolder``), and it is never read or written as a property
    // after `init`.
    internal final var stateWord: rx_atomic_word

    @usableFromInline
    internal typealias InlineState = rx_atomic_word

    @usableFromInline
    internal init(state: Int) {
        stateWord = rx_atomic_word(value: state)
    }

    /// The disposable's state, whose bits each subclass defines.
    @inlinable
    @inline(__always)
    internal final var state: AtomicWord {
        inlineWord
    }
}
