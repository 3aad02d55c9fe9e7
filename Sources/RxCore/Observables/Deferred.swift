extension ObservableType {
    /// Returns a sequence that calls `observableFactory` for every subscriber and subscribes to the
    /// observable it returns.
    ///
    /// Use it to postpone work until someone subscribes, or to give every subscriber fresh state:
    ///
    /// ```swift
    /// let now = Observable.deferred { Observable.just(Date()) }
    /// ```
    ///
    /// - Parameter observableFactory: Called once per subscription; if it throws, that subscriber
    ///   receives the error.
    /// - Returns: An observable whose subscribers each get the sequence the factory built for them.
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable<Element>.make { observer, subscription in
            let source: Observable<Element>
            do {
                source = try observableFactory()
            } catch {
                observer.on(.error(error))
                return
            }
            source.run(observer, subscription)
        }
    }
}
