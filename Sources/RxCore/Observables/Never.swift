extension ObservableType {
    /// Returns a sequence that never emits and never terminates.
    ///
    /// - Returns: A silent observable.
    public static func never() -> Observable<Element> {
        Observable<Element>.make { _, _ in }
    }
}
