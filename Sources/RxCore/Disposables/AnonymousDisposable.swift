import RxCoreAtomics

/// Runs a closure the first time it is disposed, then releases it.
@usableFromInline
internal final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // Only the thread that wins the `disposed` exchange touches `action` after `init`.
    // `disposedWord` (1 once disposed) is touched only through `disposed` and must stay the
    // first stored property (see ``AtomicWord``).
    internal var disposedWord = rx_atomic_word(value: 0)
    @exclusivity(unchecked) private var action: (() -> Void)?

    private var disposed: AtomicWord {
        AtomicWord.inObject(self)
    }

    @usableFromInline
    internal init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @usableFromInline
    internal var isDisposed: Bool {
        disposed.load(ordering: .acquiring) != 0
    }

    @usableFromInline
    internal func dispose() {
        guard disposed.exchange(1, ordering: .acquiringAndReleasing) == 0 else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
