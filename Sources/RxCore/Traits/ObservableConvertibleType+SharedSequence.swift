extension ObservableConvertibleType {
    /// Converts the sequence to a ``SharedSequence`` of the given strategy that ends with
    /// `onErrorJustReturn` instead of failing.
    ///
    /// The generic form of `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)`, for
    /// code written over any ``SharingStrategyProtocol``; the strategy may be named or inferred:
    ///
    /// ```swift
    /// let status: Signal<String> = api.status().asSharedSequence(onErrorJustReturn: "offline")
    /// ```
    ///
    /// Events move to the strategy's scheduler (`observe(on:)`); an error becomes the given
    /// element followed by completion; the strategy shares the result.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The sharing strategy, e.g. `DriverSharingStrategy.self`.
    ///   - onErrorJustReturn: The last element, used when the source fails.
    /// - Returns: The shared sequence.
    public func asSharedSequence<SharingStrategy: SharingStrategyProtocol>(
        sharingStrategy: SharingStrategy.Type = SharingStrategy.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .observe(on: SharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// Converts the sequence to a ``SharedSequence`` of the given strategy that continues with
    /// `onErrorDriveWith` instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The sharing strategy, e.g. `SignalSharingStrategy.self`.
    ///   - onErrorDriveWith: The shared sequence to continue with when the source fails.
    /// - Returns: The shared sequence.
    public func asSharedSequence<SharingStrategy: SharingStrategyProtocol>(
        sharingStrategy: SharingStrategy.Type = SharingStrategy.self,
        onErrorDriveWith: SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        let fallback = onErrorDriveWith.asObservable()
        let source = asObservable()
            .observe(on: SharingStrategy.scheduler)
            .catch { _ in fallback }
        return SharedSequence(source)
    }

    /// Converts the sequence to a ``SharedSequence`` of the given strategy that continues with the
    /// shared sequence `onErrorRecover` returns for the error instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The sharing strategy, e.g. `DriverSharingStrategy.self`.
    ///   - onErrorRecover: Returns the shared sequence to continue with for an error.
    /// - Returns: The shared sequence.
    public func asSharedSequence<SharingStrategy: SharingStrategyProtocol>(
        sharingStrategy: SharingStrategy.Type = SharingStrategy.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .observe(on: SharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
