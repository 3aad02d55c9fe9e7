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
internal final class FilterSink<Element>: ObserverType {
    @usableFromInline
    internal let predicate: (Element) throws -> Bool

    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let subscription: SingleAssignmentDisposable

    // Event-thread only: set once a terminal event was forwarded (or `predicate` threw).
    @usableFromInline
    @exclusivity(unchecked)
    internal var failed = false

    @inlinable
    internal init(
        predicate: @escaping (Element) throws -> Bool,
        observer: AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.predicate = predicate
        self.observer = observer
        self.subscription = subscription
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !failed else { return }
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { observer.on(.next(element)) }
            } catch {
                failed = true
                observer.on(.error(error))
                subscription.dispose()
            }
        case .error, .completed:
            failed = true
            observer.on(event)
            subscription.dispose()
        }
    }
}
