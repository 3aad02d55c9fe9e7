import RxCore

extension CompletableEvent: Equatable {
    /// Outcomes are equal when both completed, or both failed with errors that compare equal as
    /// in `Event`'s equality (same dynamic type and description).
    ///
    /// - Parameters:
    ///   - lhs: An outcome.
    ///   - rhs: Another outcome.
    /// - Returns: Whether they are equal.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        lhs.asEvent == rhs.asEvent
    }
}

extension CompletableEvent {
    /// The outcome as the observable event that carries it.
    internal var asEvent: Event<Never> {
        switch self {
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}
