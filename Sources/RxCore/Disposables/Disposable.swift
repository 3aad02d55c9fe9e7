/// A resource that can be released, such as a subscription.
///
/// Disposing is idempotent and thread-safe for every disposable RxCore returns.
public protocol Disposable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}
