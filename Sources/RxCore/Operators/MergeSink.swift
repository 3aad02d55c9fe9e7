extension Observable {
    /// Builds the sink shared by `merge`, `flatMap`, `flatMapFirst`, `concat()` and `concatMap`.
    ///
    /// - Parameters:
    ///   - source: The outer sequence.
    ///   - selector: Maps an outer element to the inner sequence to subscribe to.
    ///   - maxConcurrent: How many inner sequences may be subscribed at once; `Int.max` for no limit.
    ///     Inner sequences beyond the limit wait in arrival order.
    ///   - ignoresWhileBusy: Drops outer elements (without calling `selector`) while an inner
    ///     sequence is active, as `flatMapFirst` does.
    @inlinable
    internal static func merging<SourceElement, Inner: ObservableConvertibleType>(
        _ source: Observable<SourceElement>,
        maxConcurrent: Int,
        ignoresWhileBusy: Bool = false,
        selector: @escaping (SourceElement) throws -> Inner
    ) -> Observable<Element> where Inner.Element == Element {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:) needs a positive limit, got \(maxConcurrent)")
        return make { observer, subscription in
            let sink = MergeSink(
                selector: selector,
                maxConcurrent: maxConcurrent,
                ignoresWhileBusy: ignoresWhileBusy,
                observer: observer,
                subscription: subscription
            )
            sink.start(source, with: sink)
        }
    }
}

/// Subscribes to the inner sequences an outer sequence produces and merges their events.
///
/// Follows RxSwift's `MergeSink` and `MergeLimitedSink`: the outer subscription is disposed when
/// the outer sequence completes, each inner subscription when that inner sequence completes, and
/// the result completes once the outer sequence and every inner sequence have completed. The
/// first error, from any of them or from the selector, fails the result.
///
/// Without a limit, inner sequences are subscribed on the outer sequence's thread, outside the
/// serialized path, so a synchronous inner sequence delivers on the fast path. With a limit, the
/// decision to subscribe or to wait is serialized, and so is the subscription: an inner sequence
/// that completes synchronously while the next one is being subscribed is handled after that
/// subscription returns, so `concat` of many synchronous sequences runs in a loop, not by recursion.
@usableFromInline
internal final class MergeSink<SourceElement, Inner: ObservableConvertibleType>: FlatteningSink<SourceElement, Inner>,
    ObserverType, @unchecked Sendable
{
    // Sendable: its mutable state is touched only inside the inherited ``CombiningSink``'s serialized handlers.
    @usableFromInline
    internal let maxConcurrent: Int

    @usableFromInline
    internal let ignoresWhileBusy: Bool

    // The number of subscribed inner sequences. Atomic because without a limit the outer thread
    // increments it outside the serialized path; inner completions decrement it inside it.
    @usableFromInline
    internal let activeCount = AtomicCell<Int>(0)

    // Serialized: inner sequences waiting for a slot under `maxConcurrent`.
    @usableFromInline
    @exclusivity(unchecked)
    internal var waiting = RingBuffer<Observable<Inner.Element>>()

    @inlinable
    internal init(
        selector: @escaping (SourceElement) throws -> Inner,
        maxConcurrent: Int,
        ignoresWhileBusy: Bool,
        observer: AnyObserver<Inner.Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.maxConcurrent = maxConcurrent
        self.ignoresWhileBusy = ignoresWhileBusy
        super.init(selector: selector, observer: observer, subscription: subscription)
    }

    /// Receives the outer sequence's events.
    @inlinable
    internal func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if ignoresWhileBusy && activeCount.load(ordering: .acquiring) != 0 { return }
            guard let inner = innerSequence(for: element) else { return }
            if maxConcurrent == .max {
                activeCount.wrappingAdd(1, ordering: .acquiringAndReleasing)
                subscribe(inner)
            } else {
                serialize(self, inner) { sink, inner in sink.innerArrived(inner) }
            }
        case .error(let error):
            serializeError(error)
        case .completed:
            serialize(self, ()) { sink, _ in sink.sourceCompleted() }
        }
    }

    @inlinable
    internal func subscribe(_ inner: Observable<Inner.Element>) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = upstreams.insert(innerSubscription) else { return }
        inner.run(AnyObserver(MergeInnerObserver(sink: self, key: key)), innerSubscription)
    }

    // Serialized; only with a limit.
    @inlinable
    internal func innerArrived(_ inner: Observable<Inner.Element>) {
        guard isActive else { return }
        if activeCount.load(ordering: .relaxed) < maxConcurrent {
            activeCount.wrappingAdd(1, ordering: .relaxed)
            subscribe(inner)
        } else {
            waiting.append(inner)
        }
    }

    // Serialized.
    @inlinable
    internal func sourceCompleted() {
        guard markSourceCompleted() else { return }
        if activeCount.load(ordering: .acquiring) == 0 { forwardCompleted() }
    }

    // Serialized.
    @inlinable
    @inline(__always)
    internal func handleInner(_ event: Event<Inner.Element>, key: DisposeKey) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            observer.on(.next(element))
        case .error(let error):
            forwardError(error)
        case .completed:
            innerCompleted(key)
        }
    }

    // Serialized.
    @inlinable
    internal func innerCompleted(_ key: DisposeKey) {
        upstreams.remove(for: key)
        if !waiting.isEmpty {
            subscribe(waiting.removeFirst())
            return
        }
        let remaining = activeCount.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
        if sourceStopped && remaining == 0 { forwardCompleted() }
    }
}

/// Receives one inner sequence's events for a ``MergeSink``.
@usableFromInline
internal final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
    @usableFromInline
    internal let sink: MergeSink<SourceElement, Inner>

    @usableFromInline
    internal let key: DisposeKey

    @inlinable
    internal init(sink: MergeSink<SourceElement, Inner>, key: DisposeKey) {
        self.sink = sink
        self.key = key
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Inner.Element>) {
        sink.serialize(sink, (key, event)) { sink, keyed in sink.handleInner(keyed.1, key: keyed.0) }
    }
}
