/// What the serialized sinks of `take(until:)` and `skip(until:)` process: an event of the source,
/// or what the other sequence did (its elements themselves do not matter).
@usableFromInline
internal enum UntilOperation<Element> {
    case source(Event<Element>)
    case otherNext
    case otherError(Swift.Error)
    case otherCompleted
}

extension UntilOperation {
    /// Wraps an event of the other sequence.
    @inlinable
    internal static func other<Other>(_ event: Event<Other>) -> UntilOperation<Element> {
        switch event {
        case .next: return .otherNext
        case .error(let error): return .otherError(error)
        case .completed: return .otherCompleted
        }
    }
}
