extension ObservableType {
    /// Maps each element to an inner sequence and emits only the elements of the most recent
    /// inner sequence, unsubscribing from the previous one.
    ///
    /// ```swift
    /// query.flatMapLatest { text in api.search(text) }  // results of the latest query only
    /// ```
    ///
    /// The result completes when the source has completed and the latest inner sequence has
    /// completed too; it fails with the first error of the source, of the latest inner sequence
    /// or of `selector`.
    ///
    /// - Parameter selector: Maps an element to the sequence to switch to.
    /// - Returns: An observable of the latest inner sequence's elements.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable<Source.Element>.switching(asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Emits only the elements of the most recent inner sequence, unsubscribing from the previous
    /// one each time a new inner sequence arrives.
    ///
    /// The result completes when the outer sequence has completed and the latest inner sequence
    /// has completed too; it fails with the first error of the outer or the latest inner sequence.
    ///
    /// - Returns: An observable of the latest inner sequence's elements.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        Observable<Element.Element>.switching(asObservable()) { $0 }
    }
}

extension Observable {
    @inlinable
    internal static func switching<SourceElement, Inner: ObservableConvertibleType>(
        _ source: Observable<SourceElement>,
        selector: @escaping (SourceElement) throws -> Inner
    ) -> Observable<Element> where Inner.Element == Element {
        make { observer, subscription in
            let sink = SwitchSink(selector: selector, observer: observer, subscription: subscription)
            sink.start(source, with: sink)
        }
    }
}

/// The sink behind `flatMapLatest` and `switchLatest`.
///
/// Follows RxSwift's `SwitchSink`: each inner sequence gets an id, and only events of the inner
/// sequence with the latest id are forwarded. A new inner sequence disposes the previous one's
/// subscription, then is subscribed on the outer sequence's thread, outside the serialized path,
/// so a synchronous inner sequence delivers on the fast path. A switch allocates only the new
/// inner subscription (a disposable and an observer); a switch to `just` allocates nothing.
@usableFromInline
internal final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: FlatteningSink<SourceElement, Inner>,
    ObserverType, @unchecked Sendable
{
    // Touched only by the outer sequence's events, which its contract serializes.
    @usableFromInline
    @exclusivity(unchecked)
    internal var lastIssuedID = 0

    // Serialized: the id of the inner sequence whose events are forwarded.
    @usableFromInline
    @exclusivity(unchecked)
    internal var latestID = 0

    // Serialized.
    @usableFromInline
    @exclusivity(unchecked)
    internal var hasLatest = false

    // The latest inner subscription, guarded by `latestLock`: written by serialized handlers,
    // taken by `dispose()` from any thread. Kept out of `upstreams` so that a switch costs no
    // group bookkeeping.
    @usableFromInline
    internal let latestLock = Lock()

    @usableFromInline
    @exclusivity(unchecked)
    internal var latestSubscription: SingleAssignmentDisposable?

    /// Receives the outer sequence's events.
    @inlinable
    internal func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard let inner = innerSequence(for: element) else { return }
            lastIssuedID &+= 1
            let id = lastIssuedID
            if let just = exactCast(inner, to: JustObservable<Inner.Element>.self) {
                // A `just` needs no subscription: switch to it and take its element in one
                // serialized step, which is what subscribing would deliver, without an
                // allocation (an inner subscription and its observer) or a second trip
                // through the queue.
                let element = just.element
                serialize(self, (id, element)) { sink, new in sink.switchToJust(new.0, new.1) }
                return
            }
            let innerSubscription = SingleAssignmentDisposable()
            // Queued ahead of any event of the new inner sequence, so its id is the latest
            // before its first event is handled.
            serialize(self, (id, innerSubscription)) { sink, new in sink.switchTo(new.0, new.1) }
            inner.run(AnyObserver(SwitchInnerObserver(sink: self, id: id)), innerSubscription)
        case .error(let error):
            serializeError(error)
        case .completed:
            serialize(self, ()) { sink, _ in sink.sourceCompleted() }
        }
    }

    // Serialized.
    @inlinable
    internal func switchTo(_ id: Int, _ innerSubscription: SingleAssignmentDisposable) {
        latestID = id
        hasLatest = true
        replaceLatestSubscription(with: innerSubscription)
    }

    // Serialized: `switchTo` followed by the `just`'s element and completion, as `handleInner`
    // would handle them.
    @inlinable
    internal func switchToJust(_ id: Int, _ element: Inner.Element) {
        latestID = id
        // Without a latest inner sequence (the previous one was a `just`, or completed), there
        // is no subscription to end: `latestCompleted` and this method clear it before
        // `hasLatest`, so the lock can be skipped, which a run of `just`s always does.
        if hasLatest {
            replaceLatestSubscription(with: nil)
            hasLatest = false
        }
        guard isActive else { return }
        observer.on(.next(element))
        if sourceStopped, isActive { forwardCompleted() }
    }

    // Disposes the previous inner subscription; disposes `new` at once if the sink is disposed.
    @inlinable
    internal func replaceLatestSubscription(with new: SingleAssignmentDisposable?) {
        let previous = latestLock.withLock {
            let previous = latestSubscription
            latestSubscription = isDisposed ? nil : new
            return previous
        }
        previous?.dispose()
        if let new, isDisposed { new.dispose() }
    }

    // Serialized.
    @inlinable
    internal func sourceCompleted() {
        guard markSourceCompleted() else { return }
        if !hasLatest { forwardCompleted() }
    }

    // Serialized.
    @inlinable
    @inline(__always)
    internal func handleInner(_ event: Event<Inner.Element>, id: Int) {
        guard latestID == id, isActive else { return }
        switch event {
        case .next(let element):
            observer.on(.next(element))
        case .error(let error):
            forwardError(error)
        case .completed:
            latestCompleted()
        }
    }

    // Serialized.
    @inlinable
    internal func latestCompleted() {
        replaceLatestSubscription(with: nil)
        hasLatest = false
        if sourceStopped { forwardCompleted() }
    }

    @usableFromInline
    override internal func dispose() {
        super.dispose()
        replaceLatestSubscription(with: nil)
    }
}

/// Receives one inner sequence's events for a ``SwitchSink``; drops them once a newer inner
/// sequence has arrived.
@usableFromInline
internal final class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
    @usableFromInline
    internal let sink: SwitchSink<SourceElement, Inner>

    @usableFromInline
    internal let id: Int

    @inlinable
    internal init(sink: SwitchSink<SourceElement, Inner>, id: Int) {
        self.sink = sink
        self.id = id
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Inner.Element>) {
        sink.serialize(sink, (id, event)) { sink, tagged in sink.handleInner(tagged.1, id: tagged.0) }
    }
}
