extension PublishRelay {
    /// The relay's elements as a ``Signal``.
    ///
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> {
        let source = asObservable()
        return Signal(source)
    }
}
