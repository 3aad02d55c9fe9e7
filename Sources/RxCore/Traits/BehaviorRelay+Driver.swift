extension BehaviorRelay {
    /// The relay's values as a ``Driver``: the current value first, then every accepted one.
    ///
    /// Values move to the main scheduler (`observe(on:)`), so a value accepted on another thread
    /// still reaches the driver's subscribers on the main thread; on the main thread, with nothing
    /// queued on the driver's scheduler, they arrive before `accept` returns.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        let source = asObservable().observe(on: DriverSharingStrategy.scheduler)
        return Driver(source)
    }
}
