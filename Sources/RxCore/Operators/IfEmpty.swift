extension ObservableType {
    /// Emits `element` and completes when the source completes without emitting anything.
    ///
    /// ```swift
    /// searchResults.ifEmpty(default: [])  // [] when the search found nothing
    /// ```
    ///
    /// A source that emits passes through unchanged; a source that fails fails.
    ///
    /// - Parameter element: The element emitted in place of an empty source.
    /// - Returns: An observable of the source's elements, or of `element` alone.
    public func ifEmpty(default element: Element) -> Observable<Element> {
        ifEmpty(switchTo: Observable.just(element))
    }

    /// Continues with `other` when the source completes without emitting anything.
    ///
    /// ```swift
    /// cachedUsers.ifEmpty(switchTo: fetchUsers())
    /// ```
    ///
    /// The source is disposed before `other` is subscribed; `other` is never subscribed when the
    /// source emits or fails.
    ///
    /// - Parameter other: The sequence to continue with after an empty source.
    /// - Returns: An observable of the source's events, or of `other`'s after an empty source.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = IfEmptySink(other: other, observer: observer)
            subscription.setDisposable(sink.serial)
            guard let sourceSubscription = sink.serial.replaceWithNewSubscription() else { return }
            source.run(AnyObserver(sink), sourceSubscription)
        }
    }
}

/// Forwards the source and remembers whether it emitted; on an empty completion, swaps in the
/// replacement, whose events go straight to the downstream observer.
internal final class IfEmptySink<Element>: ObserverType {
    private let other: Observable<Element>
    private let observer: AnyObserver<Element>

    // The source's subscription, then the replacement's.
    internal let serial = SerialDisposable()

    // Event path only (the source's events are serialized).
    private var isEmpty = true

    internal init(other: Observable<Element>, observer: AnyObserver<Element>) {
        self.other = other
        self.observer = observer
    }

    internal func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            observer.on(event)
        case .error:
            observer.on(event)
            serial.dispose()
        case .completed:
            guard isEmpty else {
                observer.on(event)
                serial.dispose()
                return
            }
            guard let otherSubscription = serial.replaceWithNewSubscription() else { return }
            other.run(AnyObserver(TerminalDisposingObserver(observer: observer, disposable: serial)), otherSubscription)
        }
    }
}
