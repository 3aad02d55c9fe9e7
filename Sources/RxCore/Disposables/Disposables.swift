/// Factory functions for the common disposables.
///
/// ```swift
/// let subscription = Disposables.create { print("released") }
/// subscription.dispose()  // prints "released" once
/// ```
public enum Disposables {
    /// Returns a disposable that does nothing when disposed.
    ///
    /// - Returns: A shared no-op disposable.
    @inlinable
    public static func create() -> Disposable {
        NopDisposable.instance
    }

    /// Returns a disposable that runs `dispose` the first time it is disposed.
    ///
    /// The closure is released right after it runs, so it may capture the resource it frees.
    ///
    /// - Parameter dispose: The action to run once.
    /// - Returns: A cancelable whose `isDisposed` reports whether the action ran.
    @inlinable
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Returns a disposable that disposes both arguments, in order, the first time it is disposed.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    /// - Returns: A cancelable that releases both references once disposed.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2])
    }

    /// Returns a disposable that disposes the three arguments in order.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    ///   - disposable3: Disposed third.
    /// - Returns: A cancelable that releases all references once disposed.
    @inlinable
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
    }

    /// Returns a disposable that disposes every argument in order.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    ///   - disposable3: Disposed third.
    ///   - disposables: Disposed after the first three, in order.
    /// - Returns: A cancelable that releases all references once disposed.
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// Returns a disposable that disposes every element of `disposables` in order.
    ///
    /// - Parameter disposables: The disposables to group.
    /// - Returns: A cancelable that releases all references once disposed.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}
