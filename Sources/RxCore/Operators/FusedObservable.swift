/// What `map`, `filter` and `distinctUntilChanged` build: one transform followed by any number of
/// filters and at most one `distinctUntilChanged`, run by a single ``FusedSink`` per subscription.
///
/// `subject.map(f).filter(p).distinctUntilChanged()` is one observable that subscribes one sink,
/// instead of three observables whose three sinks pass each element along: subscribing costs one
/// allocation instead of three, and an element makes one hop instead of three. Stages are added
/// in the order the operators run, so a chain fuses only as far as the order allows: `filter` and
/// `distinctUntilChanged` fuse onto a chain that has no `distinctUntilChanged` yet, while `map`
/// (and anything after a `distinctUntilChanged`) starts a new chain whose source is the previous
/// one. Fused or not, the events, the errors and the subscriptions are the same.
///
/// The operators find a chain to extend with a cast to `FusedObservable<Element>`, which works
/// because the class is generic over its output only; the chain's source type is hidden in
/// `subscribeSource`, a closure formed in the specialized code of the `map` (or first `filter`)
/// that started it.
///
/// When the source is a subject (or another chain over one), `subscribe(onNext:…)` without
/// `onDisposed` takes `keyedSubscribeSource` instead: it lists a ``KeyedFusedSink`` in the subject
/// as a keyed subscription (``SubjectSubscription``), so the sink is the subscription's one
/// allocation.
@usableFromInline
internal final class FusedObservable<Element>: Observable<Element>, @unchecked Sendable {
    // Immutable.

    /// Subscribes the chain's source with a ``FusedSink`` that applies the transform and `stages`.
    @usableFromInline
    internal let subscribeSource: (FusedStages<Element>, AnyObserver<Element>, SingleAssignmentDisposable) -> Void

    /// Lists a ``KeyedFusedSink`` that applies the transform and `stages` in the subject the chain
    /// starts from, ahead of the entry the given function builds (see ``Observable/keyedAttach``);
    /// `nil` when the source cannot list it.
    @usableFromInline
    internal let keyedSubscribeSource:
        (
            (FusedStages<Element>, (SubjectSubscription) -> SubjectEntry<Element>) -> SubjectSubscription?
        )?

    @usableFromInline
    internal let stages: FusedStages<Element>

    @inlinable
    internal init(
        stages: FusedStages<Element>,
        keyedSubscribeSource:
            (
                (FusedStages<Element>, (SubjectSubscription) -> SubjectEntry<Element>) -> SubjectSubscription?
            )?,
        subscribeSource: @escaping (FusedStages<Element>, AnyObserver<Element>, SingleAssignmentDisposable) -> Void
    ) {
        self.stages = stages
        self.subscribeSource = subscribeSource
        self.keyedSubscribeSource = keyedSubscribeSource
        guard let keyedSubscribeSource else {
            super.init(keyedAttach: nil)
            return
        }
        // Captured rather than read back from the property: a closure read from a generic class
        // is called through a reabstraction thunk, which costs an allocation.
        super.init(keyedAttach: { observable, makeEntry in
            keyedSubscribeSource(unsafeDowncast(observable, to: FusedObservable<Element>.self).stages, makeEntry)
        })
    }

    /// A chain that starts with `transform` applied to `source`'s elements (`map`).
    @inlinable
    internal static func mapping<Source>(
        _ source: Observable<Source>,
        _ transform: @escaping (Source) throws -> Element
    ) -> FusedObservable<Element> {
        FusedObservable(
            stages: FusedStages(),
            keyedSubscribeSource: keyedSubscribing(source, transform: transform)
        ) { stages, observer, subscription in
            let sink = FusedSink(transform: transform, stages: stages, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }

    /// The `keyedSubscribeSource` of a chain that starts with `transform` (`nil` for none) applied
    /// to `source`'s elements; `nil` when `source` cannot list a keyed subscriber.
    @inlinable
    internal static func keyedSubscribing<Source>(
        _ source: Observable<Source>,
        transform: ((Source) throws -> Element)?
    ) -> ((FusedStages<Element>, (SubjectSubscription) -> SubjectEntry<Element>) -> SubjectSubscription?)? {
        guard let attach = source.keyedAttach else { return nil }
        return { stages, makeEntry in
            attach(source) { subscription in
                let sink = KeyedFusedSink<Source, Element, Element?>(
                    transform: transform,
                    stages: stages,
                    downstream: makeEntry(subscription),
                    subscription: subscription
                )
                return SubjectEntry(observer: AnyObserver(sink))
            }
        }
    }

    /// `source` followed by `filter(predicate)`: extends `source` when it is a chain that can take
    /// another filter.
    @inlinable
    internal static func filtering(
        _ source: Observable<Element>,
        _ predicate: @escaping (Element) throws -> Bool
    ) -> FusedObservable<Element> {
        if let chain = source as? FusedObservable<Element>, chain.stages.comparer == nil {
            return FusedObservable(
                stages: chain.stages.adding(predicate),
                keyedSubscribeSource: chain.keyedSubscribeSource,
                subscribeSource: chain.subscribeSource
            )
        }
        return starting(source, FusedStages(predicate: predicate, comparer: nil))
    }

    /// `source` followed by `distinctUntilChanged(comparer)`: extends `source` when it is a chain
    /// without a `distinctUntilChanged` of its own.
    @inlinable
    internal static func distinct(
        _ source: Observable<Element>,
        _ comparer: @escaping (Element, Element) throws -> Bool
    ) -> FusedObservable<Element> {
        if let chain = source as? FusedObservable<Element>, chain.stages.comparer == nil {
            let stages = FusedStages(predicate: chain.stages.predicate, comparer: comparer)
            return FusedObservable(
                stages: stages,
                keyedSubscribeSource: chain.keyedSubscribeSource,
                subscribeSource: chain.subscribeSource
            )
        }
        return starting(source, FusedStages(predicate: nil, comparer: comparer))
    }

    // A chain without a transform whose first stages are `stages`.
    @inlinable
    internal static func starting(
        _ source: Observable<Element>,
        _ stages: FusedStages<Element>
    ) -> FusedObservable<Element> {
        FusedObservable(
            stages: stages,
            keyedSubscribeSource: keyedSubscribing(source, transform: nil)
        ) { stages, observer, subscription in
            let sink = FusedSink<Element, Element>(
                transform: nil,
                stages: stages,
                observer: observer,
                subscription: subscription
            )
            source.run(AnyObserver(sink), subscription)
        }
    }

    @inlinable
    override internal func produce(_ observer: AnyObserver<Element>, _ subscription: SingleAssignmentDisposable) {
        subscribeSource(stages, observer, subscription)
    }
}

/// The stages of a ``FusedObservable`` after its transform: the filters, composed into one
/// predicate, then the comparer of a `distinctUntilChanged`.
@usableFromInline
internal struct FusedStages<Element> {
    @usableFromInline
    internal let predicate: ((Element) throws -> Bool)?

    /// Called with the last element forwarded and the new one; `true` drops the new one.
    @usableFromInline
    internal let comparer: ((Element, Element) throws -> Bool)?

    @inlinable
    internal init(predicate: ((Element) throws -> Bool)? = nil, comparer: ((Element, Element) throws -> Bool)? = nil) {
        self.predicate = predicate
        self.comparer = comparer
    }

    /// These stages followed by another filter; only for stages without a comparer.
    @inlinable
    internal func adding(_ next: @escaping (Element) throws -> Bool) -> FusedStages<Element> {
        guard let first = predicate else { return FusedStages(predicate: next) }
        return FusedStages(predicate: { try first($0) && next($0) })
    }
}
