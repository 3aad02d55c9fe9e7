extension ObservableType {
    /// Returns a sequence that emits `element` and completes.
    ///
    /// - Parameter element: The single element.
    /// - Returns: An observable of one element.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable<Element>.make { observer, _ in
            observer.on(.next(element))
            observer.on(.completed)
        }
    }
}
