import RxCore

extension ObservableType {
    /// Passes this sequence to a binding function and returns its subscription, so bindings read
    /// left to right.
    ///
    /// ```swift
    /// sections.bind(to: renderer.rx.items(dataSource: dataSource))
    /// ```
    ///
    /// RxCocoa's curried `bind(to:)`, for binders that return a `Disposable`. It is more specific
    /// than a general `bind(to: (Self) -> Result) -> Result`, so the two can coexist.
    ///
    /// - Parameter binder: A function that subscribes to the sequence, such as
    ///   `renderer.rx.items(dataSource:)`.
    /// - Returns: The subscription `binder` returns; dispose it to end the binding.
    public func bind(to binder: (Self) -> Disposable) -> Disposable {
        binder(self)
    }
}
