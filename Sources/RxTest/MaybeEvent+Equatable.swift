import RxCore

extension MaybeEvent: Equatable where Element: Equatable {
    /// Outcomes are equal when they are the same case with equal payloads; errors compare as in
    /// `Event`'s equality (same dynamic type and description).
    ///
    /// - Parameters:
    ///   - lhs: An outcome.
    ///   - rhs: Another outcome.
    /// - Returns: Whether they are equal.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        lhs.asEvent == rhs.asEvent
    }
}

extension MaybeEvent {
    /// The outcome as the observable event that carries it (a success's trailing `completed` is
    /// left out: it adds nothing to a comparison).
    internal var asEvent: Event<Element> {
        switch self {
        case .success(let element): return .next(element)
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}
