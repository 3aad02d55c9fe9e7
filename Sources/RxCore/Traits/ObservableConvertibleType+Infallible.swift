extension ObservableConvertibleType {
    /// Converts the sequence to an ``Infallible`` that ends with `element` instead of failing.
    ///
    /// ```swift
    /// api.names().asInfallible(onErrorJustReturn: [])
    /// ```
    ///
    /// - Parameter element: The last element, used when the source fails.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(raw: asObservable().catchAndReturn(element))
    }

    /// Converts the sequence to an ``Infallible`` that continues with `infallible` instead of
    /// failing.
    ///
    /// - Parameter infallible: The sequence to continue with when the source fails.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        let fallback = infallible.asObservable()
        return Infallible(raw: asObservable().catch { _ in fallback })
    }

    /// Converts the sequence to an ``Infallible`` that continues with `infallible` instead of
    /// failing; the name ``asInfallible(onErrorFallbackTo:)`` has in RxSwift.
    ///
    /// - Parameter infallible: The sequence to continue with when the source fails.
    /// - Returns: The infallible sequence.
    @available(*, deprecated, renamed: "asInfallible(onErrorFallbackTo:)")
    public func asInfallible(onErrorDriveWith infallible: Infallible<Element>) -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: infallible)
    }

    /// Converts the sequence to an ``Infallible`` that continues with the sequence
    /// `onErrorRecover` returns for the error instead of failing.
    ///
    /// - Parameter onErrorRecover: Returns the sequence to continue with for an error.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
