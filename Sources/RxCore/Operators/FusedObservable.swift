/// What `map`, `filter` and `distinctUntilChanged` build: one transform followed by any number of
/// filters and at most one `distinctUntilChanged`, run by a single ``SubscriptionSink`` per
/// subscription.
///
/// `subject.map(f).filter(p).distinctUntilChanged()` is one observable that subscribes one sink,
/// instead of three observables whose three sinks pass each element along: subscribing costs one
/// allocation instead of three, and an element makes one hop instead of three. A subscriber's
/// closures (`subscribe(onNext:…)`) live in that same sink. Stages are added in the order the
/// operators run, so a chain fuses only as far as the order allows: `filter` and
/// `distinctUntilChanged` fuse onto a chain that has no `distinctUntilChanged` yet, while `map`
/// (and anything after a `distinctUntilChanged`) starts a new chain whose source is the previous
/// one. Fused or not, the events, the errors and the subscriptions are the same.
///
/// The operators find a chain to extend with a cast to `FusedObservable<Element>`, which works
/// because the class is generic over its output only; the chain's source type is hidden in
/// `subscribeSource`, a closure formed in the specialized code of the `map` (or first `filter`)
/// that started it.
@usableFromInline
internal final class FusedObservable<Element>: Observable<Element>, @unchecked Sendable {
    // Sendable: immutable.

    /// The type of ``subscribeSource``: the stages, the handlers, `onDisposed`, and an operator's
    /// subscription to hand the sink to (`nil` for `subscribe(onNext:…)`).
    @usableFromInline
    internal typealias SubscribeSource = (
        FusedStages<Element>, consuming SubscriptionHandlers<Element>, (() -> Void)?, SingleAssignmentDisposable?
    ) -> Disposable

    /// Subscribes the chain's source with a ``SubscriptionSink`` that applies the transform and
    /// the stages.
    @usableFromInline
    internal let subscribeSource: SubscribeSource

    @usableFromInline
    internal let stages: FusedStages<Element>

    @inlinable
    internal init(stages: FusedStages<Element>, subscribeSource: @escaping SubscribeSource) {
        self.stages = stages
        self.subscribeSource = subscribeSource
        super.init()
    }

    /// A chain that starts with `transform` applied to `source`'s elements (`map`).
    @inlinable
    internal static func mapping<Source>(
        _ source: Observable<Source>,
        _ transform: @escaping (Source) throws -> Element
    ) -> FusedObservable<Element> {
        FusedObservable(stages: FusedStages()) { stages, handlers, onDisposed, outer in
            SubscriptionSink<Source, Element, Element?>.subscribe(
                source, transform: transform, stages: stages, handlers: handlers, onDisposed: onDisposed, outer: outer)
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
            return FusedObservable(stages: chain.stages.adding(predicate), subscribeSource: chain.subscribeSource)
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
            return FusedObservable(stages: stages, subscribeSource: chain.subscribeSource)
        }
        return starting(source, FusedStages(predicate: nil, comparer: comparer))
    }

    // A chain without a transform whose first stages are `stages`.
    @inlinable
    internal static func starting(
        _ source: Observable<Element>,
        _ stages: FusedStages<Element>
    ) -> FusedObservable<Element> {
        FusedObservable(stages: stages) { stages, handlers, onDisposed, outer in
            SubscriptionSink<Element, Element, Element?>.subscribe(
                source, transform: nil, stages: stages, handlers: handlers, onDisposed: onDisposed, outer: outer)
        }
    }

    /// Subscribes a subscriber's closures: they run in the chain's sink.
    ///
    /// - Returns: The sink, as the subscription.
    @inlinable
    internal func subscribe(handlers: consuming SubscriptionHandlers<Element>, onDisposed: (() -> Void)?) -> Disposable
    {
        subscribeSource(stages, handlers, onDisposed, nil)
    }

    @inlinable
    override internal func produce(
        _ observer: consuming AnyObserver<Element>, _ subscription: SingleAssignmentDisposable
    ) {
        _ = subscribeSource(stages, SubscriptionHandlers(observer: observer), nil, subscription)
    }
}

/// The steps a ``SubscriptionSink`` runs on each element: a fused chain's transform, its filters
/// (composed into one predicate) and the comparer of its `distinctUntilChanged`; all `nil` for a
/// sink of `subscribe(onNext:…)` on any other observable.
///
/// Noncopyable, so that the sink borrows it in place (see ``SubscriptionHandlers``).
@usableFromInline
internal struct FusedSteps<Source, Element>: ~Copyable {
    /// `nil` for a chain without a `map` step, where `Source` is `Element`.
    @usableFromInline
    internal var transform: ((Source) throws -> Element)?

    @usableFromInline
    internal var predicate: ((Element) throws -> Bool)?

    /// Called with the last element forwarded and the new one; `true` drops the new one.
    @usableFromInline
    internal var comparer: ((Element, Element) throws -> Bool)?

    @inlinable
    internal init(
        transform: ((Source) throws -> Element)?,
        predicate: ((Element) throws -> Bool)?,
        comparer: ((Element, Element) throws -> Bool)?
    ) {
        self.transform = transform
        self.predicate = predicate
        self.comparer = comparer
    }

    /// Releases every step.
    @inlinable
    @inline(__always)
    internal mutating func removeAll() {
        transform = nil
        predicate = nil
        comparer = nil
    }

    /// Runs the steps on `element`, in order.
    ///
    /// - Parameter last: The last element forwarded, kept while there is a comparer.
    /// - Returns: The element to forward, or `nil` when a step dropped it.
    /// - Throws: The error of the step that threw; the steps after it do not run.
    @inlinable
    @inline(__always)
    internal static func run<Last: OptionalStorage>(
        _ steps: borrowing FusedSteps,
        on element: Source,
        last: inout Last
    ) throws -> Element? where Last.Wrapped == Element {
        // Optional chaining calls the closures without retaining them, which `if let` and
        // `switch` bindings do not manage here. Without a transform, `Source` is `Element`:
        // specialized code folds the cast away.
        let value = try steps.transform?(element) ?? (element as! Element)
        if try steps.predicate?(value) == false { return nil }
        if let previous = last.optional, try steps.comparer?(previous, value) == true { return nil }
        if steps.comparer != nil { last = Last(value) }
        return value
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
