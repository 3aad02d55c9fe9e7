import RxCoreAtomics

/// A disposable that only records whether it has been disposed.
///
/// Long-running producers poll ``isDisposed`` to stop early.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the only state is `disposedWord`, touched only atomically through `disposed`.
    // It must stay the first stored property (see ``AtomicWord``); 1 once disposed.
    internal var disposedWord: rx_atomic_word

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposedWord = rx_atomic_word(value: 0)
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: Whether it starts out disposed.
    public init(isDisposed: Bool) {
        disposedWord = rx_atomic_word(value: isDisposed ? 1 : 0)
    }

    private var disposed: AtomicWord {
        AtomicWord.inObject(self)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring) != 0
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(1, ordering: .releasing)
    }
}
