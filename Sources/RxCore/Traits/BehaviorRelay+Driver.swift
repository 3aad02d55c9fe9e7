extension BehaviorRelay {
    /// The relay's values as a ``Driver``: the current value first, then every accepted one.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        let source = asObservable()
        return Driver(source)
    }
}
