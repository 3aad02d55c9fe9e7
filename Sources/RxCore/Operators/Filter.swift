extension ObservableType {
    /// Emits only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: An observable of the passing elements.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = FilterSink(predicate: predicate, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class FilterSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    @usableFromInline
    internal let predicate: (Element) throws -> Bool

    @inlinable
    internal init(
        predicate: @escaping (Element) throws -> Bool,
        observer: AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.predicate = predicate
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { forward(element) }
            } catch {
                fail(error)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
