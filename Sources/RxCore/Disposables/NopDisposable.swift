/// A disposable with nothing to release; returned by `Disposables.create()`.
@usableFromInline
internal struct NopDisposable: Disposable, Sendable {
    @usableFromInline
    internal static let instance = NopDisposable()

    @inlinable
    internal init() {}

    @inlinable
    internal func dispose() {}
}
