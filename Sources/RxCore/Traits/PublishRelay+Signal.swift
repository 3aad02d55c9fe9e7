extension PublishRelay {
    /// The relay's elements as a ``Signal``.
    ///
    /// Elements move to the main scheduler (`observe(on:)`), so an element accepted on another
    /// thread still reaches the signal's subscribers on the main thread.
    ///
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> {
        let source = asObservable().observe(on: SignalSharingStrategy.scheduler)
        return Signal(source)
    }
}
