/// What a keyed subscription of a fused `map`/`filter`/`distinctUntilChanged` chain runs in the
/// subject's slot instead of a sink object (see ``FusedObservable``): the chain's stages, shared
/// by every subscription of the chain, applied to each event the subject sends the slot.
///
/// Such a slot (``ObserverList/Slot``) holds the subscriber's entry as the chain's own element
/// type sees it, stored under the subject's element type: ``SubjectEntry`` is closures only, so
/// its layout does not depend on the element type. Only ``deliver`` calls that entry's closures,
/// reading the slot as a slot of the chain's element type; the list destroys the slot under the
/// subject's element type, which releases the same closure contexts. The slot's ``SlotState`` holds what the stages
/// remember between events (the last element a `distinctUntilChanged` forwarded), so that a
/// subscription costs no allocation. Made once per chain, in the specialized code of the
/// operator that built it.
@usableFromInline
internal final class SlotProgram<Element> {
    /// Delivers what the subject sent to the slot, through the stages to the slot's entry: an
    /// element (the first argument) or else a terminal event (the second). It returns `true` when
    /// a stage threw, so the entry got the error and the subscription must be removed; the caller
    /// removes it. The slot keeps a copy, so that dispatch calls it with no further load.
    ///
    /// An element goes by pointer rather than inside an `Event`: the callee read an event's
    /// one-byte tag with a wider load than the caller's store, a stall on every element.
    @usableFromInline
    internal typealias Function = (
        _ element: UnsafePointer<Element>?,
        _ terminal: UnsafePointer<Event<Element>>?,
        _ slot: UnsafeMutablePointer<ObserverList<Element>.Slot>
    ) -> Bool

    @usableFromInline
    internal let deliver: Function

    @inlinable
    internal init(deliver: @escaping Function) {
        self.deliver = deliver
    }

    /// Calls `function` with `event`.
    @inlinable
    @inline(__always)
    internal static func call(
        _ function: Function,
        _ event: Event<Element>,
        _ slot: UnsafeMutablePointer<ObserverList<Element>.Slot>
    ) -> Bool {
        if case .next(let element) = event {
            return withUnsafePointer(to: element) { function($0, nil, slot) }
        }
        return withUnsafePointer(to: event) { function(nil, $0, slot) }
    }
}

/// The words a ``SlotProgram`` keeps in its slot: a flag and room for one element of at most
/// two words that needs no destruction (`_isPOD`), the last element a `distinctUntilChanged`
/// forwarded. All zero is "no element yet".
@usableFromInline
internal struct SlotState {
    @usableFromInline
    internal var hasElement: UInt = 0

    @usableFromInline
    internal var storage: (UInt, UInt) = (0, 0)

    @inlinable
    internal init() {}

    /// Whether an element of type `T` fits: trivially destroyed, at most two words, and
    /// word-aligned at most.
    @inlinable
    internal static func canStore<T>(_ type: T.Type) -> Bool {
        _isPOD(T.self) && MemoryLayout<T>.size <= MemoryLayout<(UInt, UInt)>.size
            && MemoryLayout<T>.alignment <= MemoryLayout<UInt>.alignment
    }

    /// The stored element; only for a type ``canStore(_:)`` accepts.
    @inlinable
    @inline(__always)
    internal mutating func element<T>(as type: T.Type) -> T? {
        guard hasElement != 0 else { return nil }
        return withUnsafeBytes(of: &storage) { $0.loadUnaligned(as: T.self) }
    }

    /// Stores `element`; only for a type ``canStore(_:)`` accepts.
    @inlinable
    @inline(__always)
    internal mutating func store<T>(_ element: T) {
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: element, as: T.self) }
        hasElement = 1
    }
}
