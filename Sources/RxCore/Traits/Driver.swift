/// The sharing strategy of ``Driver``: one subscription to the source shared by all subscribers,
/// replaying the latest element to new ones, delivered on the main scheduler.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// ``SharingScheduler/make``'s scheduler: a new `MainScheduler` for each call outside tests.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` with `share(replay: 1, scope: .whileConnected)`.
    ///
    /// - Parameter source: The source to share.
    /// - Returns: The shared source.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A sequence of UI state: it never fails, delivers on the main scheduler, shares one
/// subscription to its source and replays the latest element to each new subscriber, as
/// RxCocoa's `Driver` does.
///
/// ```swift
/// let count: Driver<String> = viewModel.results.map { "\($0.count) heroes" }
/// count.drive(statusLabel.rx.text).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns the sequence as a ``Driver``.
    ///
    /// - Returns: This driver.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// Converts the sequence to a ``Driver`` that ends with `onErrorJustReturn` instead of failing.
    ///
    /// ```swift
    /// api.search(query).asDriver(onErrorJustReturn: [])
    /// ```
    ///
    /// Events move to the main scheduler (`observe(on:)`); an error becomes the given element
    /// followed by completion.
    ///
    /// - Parameter onErrorJustReturn: The last element, used when the source fails.
    /// - Returns: The driver.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// Converts the sequence to a ``Driver`` that continues with `onErrorDriveWith` instead of
    /// failing.
    ///
    /// - Parameter onErrorDriveWith: The driver to continue with when the source fails.
    /// - Returns: The driver.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let fallback = onErrorDriveWith.asObservable()
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in fallback }
        return Driver(source)
    }

    /// Converts the sequence to a ``Driver`` that continues with the driver `onErrorRecover`
    /// returns for the error instead of failing.
    ///
    /// - Parameter onErrorRecover: Returns the driver to continue with for an error.
    /// - Returns: The driver.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source)
    }
}
