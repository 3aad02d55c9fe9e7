/// Runs a closure the first time it is disposed, then releases it.
@usableFromInline
internal final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // Only the thread that wins the `disposed` exchange touches `action` after `init`.
    private let disposed = AtomicCell<Bool>(false)
    @exclusivity(unchecked) private var action: (() -> Void)?

    @usableFromInline
    internal init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @usableFromInline
    internal var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    @usableFromInline
    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
