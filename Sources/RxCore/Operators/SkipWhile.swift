extension ObservableType {
    /// Drops elements while `predicate` holds, then emits the first element that fails it and
    /// every element after it.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 })  // 3, 1, completed
    /// ```
    ///
    /// `predicate` is not called again once an element failed it. If it throws, the sequence
    /// fails with that error and the source is disposed.
    ///
    /// - Parameter predicate: Tested on the leading elements; the first `false` opens the gate.
    /// - Returns: An observable of the elements from the first one that fails the test.
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = SkipWhileSink(predicate: predicate, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }
}

@usableFromInline
internal final class SkipWhileSink<Element>: SingleUpstreamSink<Element>, ObserverType {
    @usableFromInline
    internal let predicate: (Element) throws -> Bool

    // Event path only: whether elements are still being dropped.
    @usableFromInline
    @exclusivity(unchecked)
    internal var skipping = true

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
        if skipping, case .next(let element) = event {
            do {
                skipping = try predicate(element)
            } catch {
                fail(error)
                return
            }
            if skipping { return }
        }
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            observer.on(event)
        }
    }
}
