/// A disposable that only records whether it has been disposed.
///
/// Long-running producers poll ``isDisposed`` to stop early.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: AtomicCell<Bool>

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposed = AtomicCell(false)
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: Whether it starts out disposed.
    public init(isDisposed: Bool) {
        disposed = AtomicCell(isDisposed)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
