/// A disposable that only records whether it has been disposed.
///
/// Long-running producers poll ``isDisposed`` to stop early.
public final class BooleanDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Sendable: the only state is ``DisposeBase/state``, which is atomic; 1 once disposed.

    /// Creates a disposable that is not yet disposed.
    public init() {
        super.init(state: 0)
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: Whether it starts out disposed.
    public init(isDisposed: Bool) {
        super.init(state: isDisposed ? 1 : 0)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.load(ordering: .acquiring) != 0
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        state.store(1, ordering: .releasing)
    }
}
