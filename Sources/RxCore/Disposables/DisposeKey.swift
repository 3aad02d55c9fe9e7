/// Identifies a disposable inside a ``CompositeDisposable`` so it can be removed again.
public struct DisposeKey: Hashable, Sendable {
    @usableFromInline
    internal let rawValue: UInt64

    @usableFromInline
    internal init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}
