/// The sink of a ``FusedObservable`` chain subscribed as a keyed subscription of the subject it
/// starts from (``SubjectSubscription``) where the chain cannot run as a ``SlotProgram`` (it is
/// over another chain, or its `distinctUntilChanged` keeps elements ``SlotState`` cannot hold): applies the transform, the filters and the
/// `distinctUntilChanged` to each element, in that order, like ``FusedSink``, and hands the result
/// straight to the entry behind it (the subscriber's closures, or the sink of a chain after this
/// one).
///
/// The subject delivers serialized, grammatical events and drops the entry when it terminates, so
/// the sink needs no subscription object of its own: it is the subscription's one allocation, and
/// it lives in the subject's entry until the subscription is disposed or the subject terminates.
/// When a closure of the chain throws, the sink sends the error on, stops, and disposes the keyed
/// subscription, which takes the entry (and so the sink and the subscriber's closures) out of the
/// subject; the stages after the throwing closure do not run.
///
/// `Last` is `Element?`: see ``OptionalStorage`` for why it is a generic parameter of its own.
@usableFromInline
internal final class KeyedFusedSink<Source, Element, Last: OptionalStorage>: ObserverType
where Last.Wrapped == Element {
    /// `nil` for a chain that starts with a filter or a `distinctUntilChanged`, where `Source` is
    /// `Element`.
    @usableFromInline
    internal let transform: ((Source) throws -> Element)?

    @usableFromInline
    internal let predicate: ((Element) throws -> Bool)?

    @usableFromInline
    internal let comparer: ((Element, Element) throws -> Bool)?

    @usableFromInline
    internal let downstream: SubjectEntry<Element>

    @usableFromInline
    internal let subscription: SubjectSubscription

    // Event path only (the subject serializes it): the last element forwarded, when the chain has
    // a comparer, and whether the sink stopped after a terminal event.
    @usableFromInline
    @exclusivity(unchecked)
    internal var last: Last

    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(
        transform: ((Source) throws -> Element)?,
        stages: FusedStages<Element>,
        downstream: SubjectEntry<Element>,
        subscription: SubjectSubscription
    ) {
        self.transform = transform
        predicate = stages.predicate
        comparer = stages.comparer
        self.downstream = downstream
        self.subscription = subscription
        last = .none
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Source>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let value: Element
            // Optional chaining calls the closures without retaining them (see `FusedSink`). These
            // are `FusedSink`'s steps written out again: one function shared by both sinks, tried
            // with the stages as a parameter or taking `last` inout, cost (a) of `Benchmarks rx`
            // 4 to 8 more instructions an element (Scripts/count_rx_instructions.sh).
            do {
                // Without a transform, `Source` is `Element`: specialized code folds the cast away.
                value = try transform?(element) ?? (element as! Element)
                if try predicate?(value) == false { return }
                if let last = last.optional, try comparer?(last, value) == true { return }
                if comparer != nil { last = Last(value) }
            } catch {
                stopped = true
                downstream.deliverTerminal(.error(error), subscription: nil)
                // From inside the subject's delivery, so the removal is queued behind it; the
                // entry is skipped until then.
                subscription.dispose()
                return
            }
            downstream.nextHandler(value)
        case .error(let error):
            stopped = true
            downstream.deliverTerminal(.error(error), subscription: nil)
        case .completed:
            stopped = true
            downstream.deliverTerminal(.completed, subscription: nil)
        }
    }
}
