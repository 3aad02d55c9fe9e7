/// Runs a closure the first time it is disposed, then releases it.
@usableFromInline
internal final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Only the thread that wins the exchange of ``DisposeBase/state`` (1 once disposed) touches
    // `action` after `init`.
    @exclusivity(unchecked) private var action: (() -> Void)?

    @usableFromInline
    internal init(_ action: @escaping () -> Void) {
        self.action = action
        super.init(state: 0)
    }

    @usableFromInline
    internal var isDisposed: Bool {
        state.load(ordering: .acquiring) != 0
    }

    @usableFromInline
    internal func dispose() {
        guard state.exchange(1, ordering: .acquiringAndReleasing) == 0 else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
