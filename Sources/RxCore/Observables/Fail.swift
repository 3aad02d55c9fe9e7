extension ObservableType {
    /// Returns a sequence that fails at once with `error`.
    ///
    /// - Parameter error: The error to emit.
    /// - Returns: An observable that only errors.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable<Element>.make { observer, _ in observer.on(.error(error)) }
    }
}
