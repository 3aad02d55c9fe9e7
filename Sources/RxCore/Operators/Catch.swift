extension ObservableType {
    /// Continues with the sequence `handler` returns when the source fails.
    ///
    /// ```swift
    /// search(query).catch { error in Observable.just([]) }
    /// ```
    ///
    /// The failed source is disposed before the replacement is subscribed. If `handler` throws,
    /// the sequence fails with what it threw.
    ///
    /// - Parameter handler: Called with the source's error; returns the sequence to continue with.
    /// - Returns: An observable of the source's elements, then, after an error, the replacement's
    ///   events.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = CatchSink(handler: handler, observer: observer)
            subscription.setDisposable(sink.serial)
            guard let sourceSubscription = sink.serial.replaceWithNewSubscription() else { return }
            source.run(AnyObserver(sink), sourceSubscription)
        }
    }

    /// Completes with `element` when the source fails, instead of failing.
    ///
    /// ```swift
    /// fetchCount().catchAndReturn(0)
    /// ```
    ///
    /// - Parameter element: The last element, emitted in place of the source's error.
    /// - Returns: An observable of the source's elements, then `element` and completion if the
    ///   source fails.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable<Element>.just(element) }
    }
}

/// Forwards the source; on its error, swaps in the handler's sequence, whose events go through
/// ``CatchFallbackObserver``.
@usableFromInline
internal final class CatchSink<Element>: ObserverType {
    @usableFromInline
    internal let handler: (Swift.Error) throws -> Observable<Element>

    @usableFromInline
    internal let observer: AnyObserver<Element>

    // The source's subscription, then the replacement's.
    @usableFromInline
    internal let serial = SerialDisposable()

    @inlinable
    internal init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: AnyObserver<Element>) {
        self.handler = handler
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        switch event {
        case .next:
            observer.on(event)
        case .completed:
            observer.on(event)
            serial.dispose()
        case .error(let error):
            switchToReplacement(after: error)
        }
    }

    @inlinable
    internal func switchToReplacement(after error: Swift.Error) {
        let replacement: Observable<Element>
        do {
            replacement = try handler(error)
        } catch {
            observer.on(.error(error))
            serial.dispose()
            return
        }
        guard let replacementSubscription = serial.replaceWithNewSubscription() else { return }
        replacement.run(AnyObserver(CatchFallbackObserver(parent: self)), replacementSubscription)
    }
}

/// Forwards the replacement sequence of `catch` and releases everything once it terminates.
@usableFromInline
internal final class CatchFallbackObserver<Element>: ObserverType {
    @usableFromInline
    internal let parent: CatchSink<Element>

    @inlinable
    internal init(parent: CatchSink<Element>) {
        self.parent = parent
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        parent.observer.on(event)
        if event.isStopEvent { parent.serial.dispose() }
    }
}
