/// Builds the ``SlotProgram`` of a ``FusedObservable`` chain directly over a subject: the chain's
/// transform, filters and `distinctUntilChanged`, applied in that order, as ``KeyedFusedSink``
/// applies them, with the last forwarded element kept in the slot's ``SlotState``.
///
/// A closure that throws sends its error to the subscriber and reports it, so that the subject
/// removes the subscription; the stages after it do not run.
@usableFromInline
internal final class FusedProgram<Source, Element> {
    /// `nil` for a chain that starts with a filter or a `distinctUntilChanged`, where `Source` is
    /// `Element`.
    @usableFromInline
    internal let transform: ((Source) throws -> Element)?

    @usableFromInline
    internal let predicate: ((Element) throws -> Bool)?

    /// Called with the last element forwarded and the new one; `true` drops the new one.
    @usableFromInline
    internal let comparer: ((Element, Element) throws -> Bool)?

    @inlinable
    internal init(transform: ((Source) throws -> Element)?, stages: FusedStages<Element>) {
        precondition(stages.comparer == nil || SlotState.canStore(Element.self), "FusedProgram: state does not fit")
        self.transform = transform
        predicate = stages.predicate
        comparer = stages.comparer
    }

    /// The program for `transform` (`nil` when `Source` is `Element`) and `stages`.
    ///
    /// - Precondition: Without a comparer, or ``SlotState/canStore(_:)`` accepts `Element`.
    @inlinable
    internal static func make(
        transform: ((Source) throws -> Element)?,
        stages: FusedStages<Element>
    ) -> SlotProgram<Source> {
        // The closure's one capture is its context, so calling it loads nothing more.
        let stages = FusedProgram(transform: transform, stages: stages)
        return SlotProgram { element, terminal, slot in
            // The slot holds the subscriber's entry, whose element type is the chain's: the two
            // slot types differ only in the element type of closures, so their layouts are equal
            // (`SlotProgramTests` checks it), and only this program reads the slot as its own.
            let slot = UnsafeMutableRawPointer(slot).assumingMemoryBound(to: ObserverList<Element>.Slot.self)
            if let element { return stages.run(element.pointee, slot) }
            return stages.end(terminal.unsafelyUnwrapped.pointee, slot)
        }
    }

    // Borrows the slot, so that the closure is called without a retain.
    @inlinable
    @inline(__always)
    internal static func forward(_ value: Element, to slot: borrowing ObserverList<Element>.Slot) {
        slot.entry.nextHandler(value)
    }

    // The stages, applied to one element for the entry and state of `slot`.
    @inlinable
    @inline(__always)
    internal func run(_ element: Source, _ slot: UnsafeMutablePointer<ObserverList<Element>.Slot>) -> Bool {
        let value: Element
        // Optional chaining calls the closures without retaining them (see `FusedSink`).
        do {
            // Without a transform, `Source` is `Element`: specialized code folds the cast.
            value = try transform?(element) ?? (element as! Element)
            if try predicate?(value) == false { return false }
            if comparer != nil {
                if let last = slot[0].state.element(as: Element.self), try comparer?(last, value) == true {
                    return false
                }
                slot[0].state.store(value)
            }
        } catch {
            slot[0].entry.deliverTerminal(.error(error), subscription: nil)
            return true
        }
        Self.forward(value, to: slot.pointee)
        return false
    }

    // A terminal event, passed on to the entry.
    @inlinable
    internal func end(_ event: Event<Source>, _ slot: UnsafeMutablePointer<ObserverList<Element>.Slot>) -> Bool {
        switch event {
        case .next:
            return false
        case .error(let error):
            slot[0].entry.deliverTerminal(.error(error), subscription: nil)
        case .completed:
            slot[0].entry.deliverTerminal(.completed, subscription: nil)
        }
        return false
    }
}
