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
/// `onDisposed` takes `keyedSource` instead and lists a keyed subscription
/// (``SubjectSubscription``) in the subject: directly over a subject the chain runs as its
/// ``SlotProgram`` in the subject's slot, so subscribing allocates nothing; over another chain, or
/// with a `distinctUntilChanged` whose element the slot cannot keep, it lists a
/// ``KeyedFusedSink``, one allocation for this level of the chain.
@usableFromInline
internal final class FusedObservable<Element>: Observable<Element>, @unchecked Sendable {
    // Immutable.

    /// Subscribes the chain's source with a ``FusedSink`` that applies the transform and `stages`.
    @usableFromInline
    internal let subscribeSource: (FusedStages<Element>, AnyObserver<Element>, SingleAssignmentDisposable) -> Void

    /// How the chain lists a keyed subscription in the subject it starts from; `nil` when the
    /// source cannot list one.
    @usableFromInline
    internal let keyedSource: KeyedSource?

    @usableFromInline
    internal let stages: FusedStages<Element>

    @inlinable
    internal init(
        stages: FusedStages<Element>,
        keyedSource: KeyedSource?,
        subscribeSource: @escaping (FusedStages<Element>, AnyObserver<Element>, SingleAssignmentDisposable) -> Void
    ) {
        self.stages = stages
        self.subscribeSource = subscribeSource
        self.keyedSource = keyedSource
        // Made here, for these stages, and captured by the closure rather than read back from a
        // property: a closure read from a generic class is called through a reabstraction thunk,
        // which costs an allocation.
        super.init(keyedAttach: keyedSource?.makeAttach(stages))
    }

    /// How a chain lists keyed subscriptions in its source, formed where the source's element
    /// type is known (``keyedSubscribing(_:transform:)``).
    @usableFromInline
    internal struct KeyedSource {
        /// The chain's ``Observable/keyedAttach`` for these stages: it lists each subscription
        /// ahead of the entry it is given, through the chain's ``SlotProgram`` (made once, here)
        /// or with a ``KeyedFusedSink`` (made by a ``KeyedFusedSinkMaker``, made once, here). A
        /// chain takes no program of its own; only subjects run one.
        @usableFromInline
        internal let makeAttach: (FusedStages<Element>) -> KeyedAttach

        @inlinable
        internal init(makeAttach: @escaping (FusedStages<Element>) -> KeyedAttach) {
            self.makeAttach = makeAttach
        }
    }

    /// A chain that starts with `transform` applied to `source`'s elements (`map`).
    @inlinable
    internal static func mapping<Source>(
        _ source: Observable<Source>,
        _ transform: @escaping (Source) throws -> Element
    ) -> FusedObservable<Element> {
        FusedObservable(
            stages: FusedStages(),
            keyedSource: keyedSubscribing(source, transform: transform)
        ) { stages, observer, subscription in
            let sink = FusedSink(transform: transform, stages: stages, observer: observer, subscription: subscription)
            source.run(AnyObserver(sink), subscription)
        }
    }

    /// The keyed subscriptions of a chain that starts with `transform` (`nil` for none) applied to
    /// `source`'s elements; `nil` when `source` cannot list a keyed subscriber.
    ///
    /// Directly over a subject, the chain runs as a ``SlotProgram`` in the subject's slot, unless
    /// it has a `distinctUntilChanged` whose element the slot cannot keep (``SlotState``): then,
    /// and over another chain, each subscription lists a ``KeyedFusedSink``.
    @inlinable
    internal static func keyedSubscribing<Source>(
        _ source: Observable<Source>,
        transform: ((Source) throws -> Element)?
    ) -> KeyedSource? {
        guard let attach = source.keyedAttach else { return nil }
        let overSubject = !(source is FusedObservable<Source>)
        return KeyedSource { stages in
            if overSubject, stages.comparer == nil || SlotState.canStore(Element.self) {
                // Kept alive by this closure, so passed on unretained.
                let program = FusedProgram<Source, Element>.make(transform: transform, stages: stages)
                // The subject keeps the subscriber's entry under its own element type (see
                // `SlotProgram`).
                return { _, _, entry, wrappers in attach(source, Unmanaged.passUnretained(program), entry, wrappers) }
            }
            let maker = KeyedFusedSinkMaker<Source, Element>(transform: transform, stages: stages)
            return { _, _, entry, wrappers in
                // The sink wraps the entry, after the sinks of the chains nearer the subscriber.
                withUnsafePointer(to: KeyedEntryWrapper(maker, earlier: wrappers)) { attach(source, nil, entry, $0) }
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
                keyedSource: chain.keyedSource,
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
                keyedSource: chain.keyedSource,
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
            keyedSource: keyedSubscribing(source, transform: nil)
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
