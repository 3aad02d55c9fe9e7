extension ObservableType {
    /// Returns a sequence that completes at once without elements.
    ///
    /// - Returns: An empty observable.
    public static func empty() -> Observable<Element> {
        Observable<Element>.make { observer, _ in observer.on(.completed) }
    }
}
