extension BehaviorRelay {
    /// The relay's values as an ``Infallible``: the current value first, then every accepted one.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(raw: asObservable())
    }
}

extension PublishRelay {
    /// The relay's elements as an ``Infallible``.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(raw: asObservable())
    }
}

extension ReplayRelay {
    /// The relay's replayed and later elements as an ``Infallible``.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(raw: asObservable())
    }
}
