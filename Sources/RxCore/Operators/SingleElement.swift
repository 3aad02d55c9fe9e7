extension ObservableType {
    /// Emits the source's only element and completes when the source completes.
    ///
    /// ```swift
    /// Observable.just(1).single()  // 1, completed
    /// ```
    ///
    /// Fails with ``RxError/noElements`` when the source completes empty and with
    /// ``RxError/moreThanOneElement`` as soon as a second element arrives (the source is then
    /// disposed). The element is emitted when it arrives, before the source completes.
    ///
    /// - Returns: An observable of at most one element.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Emits the only element of the source that satisfies `predicate`, and completes when the
    /// source completes.
    ///
    /// Fails with ``RxError/noElements`` when no element satisfies `predicate` and with
    /// ``RxError/moreThanOneElement`` as soon as a second one does. If `predicate` throws, the
    /// sequence fails with that error.
    ///
    /// - Parameter predicate: Tests each element.
    /// - Returns: An observable of at most one element.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = SingleElementSink(predicate: predicate, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

internal final class SingleElementSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    private let predicate: (Element) throws -> Bool

    // Event path only: whether an element satisfying the predicate was emitted.
    private var found = false

    internal init(
        predicate: @escaping (Element) throws -> Bool,
        observer: AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.predicate = predicate
        super.init(observer: observer, subscription: subscription)
    }

    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let matches: Bool
            do {
                matches = try predicate(element)
            } catch {
                fail(error)
                return
            }
            guard matches else { return }
            if found {
                fail(RxError.moreThanOneElement)
                return
            }
            found = true
            forward(element)
        case .error(let error):
            fail(error)
        case .completed:
            if found {
                complete()
            } else {
                fail(RxError.noElements)
            }
        }
    }
}
