/// What a ``FusedObservable`` chain that cannot run as a ``SlotProgram`` (it is over another
/// chain, or its `distinctUntilChanged` keeps elements ``SlotState`` cannot hold) makes once: for
/// each keyed subscription, it wraps the entry it is given (the subscriber's, or the sink of the
/// chain after this one) in a ``KeyedFusedSink`` that applies the chain's transform and stages
/// (see ``KeyedEntry``).
@usableFromInline
internal final class KeyedFusedSinkMaker<Source, Element>: KeyedEntryWrapping {
    /// `nil` for a chain that starts with a filter or a `distinctUntilChanged`, where `Source` is
    /// `Element`.
    @usableFromInline
    internal let transform: ((Source) throws -> Element)?

    @usableFromInline
    internal let stages: FusedStages<Element>

    @inlinable
    internal init(transform: ((Source) throws -> Element)?, stages: FusedStages<Element>) {
        self.transform = transform
        self.stages = stages
    }

    /// Replaces the entry at `pointer` (an entry of `Element`) with the entry of a new sink in
    /// front of it (an entry of `Source`).
    @inlinable
    internal func wrap(_ pointer: UnsafeMutableRawPointer, subscription: SubjectSubscription) {
        let downstream = KeyedEntry.Storage.move(from: pointer, as: Element.self)
        let sink = KeyedFusedSink<Source, Element, Element?>(
            transform: transform,
            stages: stages,
            downstream: downstream,
            subscription: subscription
        )
        pointer.initializeMemory(as: SubjectEntry<Source>.self, to: SubjectEntry(observer: AnyObserver(sink)))
    }
}
