/// The entry of a keyed subscription (``SubjectSubscription``) on its way to the subject that
/// lists it, through ``Observable/keyedAttach``: the subscriber's entry, in memory the subscriber
/// owns, and the makers of the sinks of the chains in between, which still have to wrap it.
///
/// The subject moves the entry out of that memory as soon as it has made the subscription (the
/// wrappers need it), and then lists it or delivers its terminal event to it; when the subject is
/// busy it leaves the memory as it was, and the subscriber takes the entry back. Passed by
/// pointer rather than built by a closure, so that no closure is formed or called at each chain
/// level to build the entry, and nothing is left behind for the subscriber to destroy.
///
/// Every ``SubjectEntry`` has the same layout whatever its element type (it holds closures only),
/// so a subject reads the entry as an entry of its own element type even when the subscriber's
/// element type is a fused chain's (see ``SlotProgram``); only the program calls its closures.
@usableFromInline
internal struct KeyedEntry {
    /// Initialized memory holding a ``SubjectEntry``: the subscriber's, until the wrappers run.
    @usableFromInline
    internal let pointer: UnsafeMutableRawPointer

    /// The wrapper of the chain nearest the subject (applied last), linked through
    /// ``KeyedEntryWrapper/earlier`` to those nearer the subscriber; `nil` when the entry is
    /// listed as it is.
    @usableFromInline
    internal let wrappers: UnsafePointer<KeyedEntryWrapper>?

    /// Room for one ``SubjectEntry`` on the subscriber's stack frame, for the entry it hands to
    /// ``Observable/keyedAttach``: trivial words, so that the frame has nothing to destroy once the
    /// subject moved the entry out. Every ``SubjectEntry`` fits (`KeyedEntryTests` checks it).
    ///
    /// A variable of this type is made empty, then ``place(_:at:)`` binds its memory to the
    /// entry's type and initializes it there; whoever moves the entry out binds the memory back
    /// to this type, so the variable is never read as one type while bound to another.
    @usableFromInline
    internal struct Storage {
        @usableFromInline
        internal var words: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt) = (0, 0, 0, 0, 0, 0, 0, 0)

        /// Empty storage.
        @inlinable
        internal init() {}

        /// Moves `entry` into the storage at `pointer` (an empty ``Storage``'s address).
        ///
        /// Not written through `withUnsafeMutableBytes`: a closure cannot consume `entry`, and a
        /// copy costs a retain per closure.
        @inlinable
        @inline(__always)
        internal static func place<Element>(
            _ entry: consuming SubjectEntry<Element>, at pointer: UnsafeMutableRawPointer
        ) {
            precondition(
                MemoryLayout<SubjectEntry<Element>>.size <= MemoryLayout<Storage>.size
                    && MemoryLayout<SubjectEntry<Element>>.alignment <= MemoryLayout<Storage>.alignment,
                "KeyedEntry.Storage: an entry does not fit"
            )
            pointer.initializeMemory(as: SubjectEntry<Element>.self, to: entry)
        }

        /// Moves the entry out again, for a subscriber whose subject did not take it.
        @inlinable
        internal mutating func take<Element>(as element: Element.Type) -> SubjectEntry<Element> {
            Self.move(from: &self, as: element)
        }

        /// Moves the entry at `pointer` out, read as an entry of `Element`, and binds the memory
        /// back to ``Storage``.
        @inlinable
        @inline(__always)
        internal static func move<Element>(from pointer: UnsafeMutableRawPointer, as element: Element.Type)
            -> SubjectEntry<Element>
        {
            let entry = pointer.bindMemory(to: SubjectEntry<Element>.self, capacity: 1).move()
            pointer.bindMemory(to: Storage.self, capacity: 1)
            return entry
        }
    }

    /// The entry at `pointer`, wrapped by `wrappers` once the subscription is known.
    @inlinable
    internal init(_ pointer: UnsafeMutableRawPointer, wrappers: UnsafePointer<KeyedEntryWrapper>?) {
        self.pointer = pointer
        self.wrappers = wrappers
    }

    /// Applies the wrappers, then moves the entry out, read with the subject's element type; the
    /// memory is left empty. Called once, by the subject, as soon as it has made the
    /// subscription, whether or not it then lists it (a terminated or disposed subject, or a
    /// subscription disposed during the replay, is not listed).
    ///
    /// - Parameters:
    ///   - subscription: The subscription the entry is listed under.
    ///   - element: The subject's element type.
    /// - Returns: The entry to keep in the subject's slot.
    @inlinable
    @inline(__always)
    internal func take<Element>(for subscription: SubjectSubscription, as element: Element.Type) -> SubjectEntry<
        Element
    > {
        if let wrappers { Self.wrap(pointer, wrappers, subscription) }
        return Storage.move(from: pointer, as: element)
    }

    // Applies the wrapper of the chain nearest the subscriber first; each chain nearer the
    // subject wraps what the one before it made.
    @inlinable
    @inline(never)
    internal static func wrap(
        _ pointer: UnsafeMutableRawPointer,
        _ wrapper: UnsafePointer<KeyedEntryWrapper>,
        _ subscription: SubjectSubscription
    ) {
        if let earlier = wrapper.pointee.earlier { wrap(pointer, earlier, subscription) }
        wrapper.pointee.wrapping.wrap(pointer, subscription: subscription)
    }
}

/// One chain's step in ``KeyedEntry/wrappers``: kept on the chain's stack frame while the subject
/// lists the subscription.
@usableFromInline
internal struct KeyedEntryWrapper {
    @usableFromInline
    internal let wrapping: any KeyedEntryWrapping

    /// The wrapper of the chain after this one (nearer the subscriber), which runs first.
    @usableFromInline
    internal let earlier: UnsafePointer<KeyedEntryWrapper>?

    @inlinable
    internal init(_ wrapping: any KeyedEntryWrapping, earlier: UnsafePointer<KeyedEntryWrapper>?) {
        self.wrapping = wrapping
        self.earlier = earlier
    }
}

/// What a chain whose subscriptions each take a sink (``KeyedFusedSink``) makes once, to wrap a
/// keyed subscription's entry in a new sink.
@usableFromInline
internal protocol KeyedEntryWrapping: AnyObject {
    /// Replaces the entry at `pointer` (of the chain's element type) with the entry of a new sink
    /// that passes the chain's elements to it (of the chain's source element type).
    ///
    /// - Parameters:
    ///   - pointer: Initialized memory holding the entry; left holding the sink's.
    ///   - subscription: The keyed subscription, which the sink disposes when a stage throws.
    func wrap(_ pointer: UnsafeMutableRawPointer, subscription: SubjectSubscription)
}
