extension PublishRelay {
    /// The relay's elements as a ``Driver``: delivered on the main scheduler, with the latest one
    /// replayed to each new subscriber while the driver is connected.
    ///
    /// For events that should not replay (taps, one-off messages), `asSignal()` fits better.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
