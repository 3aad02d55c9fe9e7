extension InfallibleType {
    /// The sequence as a ``Driver``: it cannot fail, so nothing needs to replace an error.
    ///
    /// ```swift
    /// viewModel.title.asDriver().drive(titleLabel.rx.text).disposed(by: bag)
    /// ```
    ///
    /// Events move to the main scheduler (`observe(on:)`), and the driver shares one subscription
    /// and replays the latest element, as every driver does.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
