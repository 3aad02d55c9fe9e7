import RxCoreAtomics

/// A class without a superclass whose only stored property is C state (an atomic word, a
/// queue's state) that C functions operate on in place, so that an object on a hot path keeps its
/// atomics inline instead of paying an allocation for them.
///
/// A Swift property cannot be handed to C by address without an `inout` access, which the thread
/// sanitizer reports as a racing write when two threads make one at once; so the state is found
/// from the object instead, at ``inlineState``. That address is right by construction, whatever
/// the compiler's field order, because a conforming class declares exactly one stored property,
/// of type `InlineState`, and has no superclass:
/// - An object is its header followed by its stored properties, and a subclass's stored
///   properties come after all of its superclass's (code compiled for the superclass finds them
///   at the same offsets in every subclass), so the root class's properties come first.
/// - With one property there is no order to choose: it starts at the first offset after the
///   header aligned for its type, which is the offset `_getUnsafePointerToStoredProperties`
///   returns for any type aligned no more strictly than a pointer (the C states are words).
/// - The memory there was initialized as an `InlineState` by the class's `init`, so it is bound
///   to that type; objects never move, so the address holds for the object's lifetime.
///
/// Subclasses add whatever fields they need. `InlineStateTests` checks every conforming class.
/// Only this file turns the address into typed views (``AtomicWord``, ``InlineLock``); the
/// classes use those, never a pointer.
@usableFromInline
internal protocol InlineStateHolder: AnyObject {
    /// The type of the class's only stored property.
    associatedtype InlineState
}

extension InlineStateHolder {
    /// The address of the only stored property (see ``InlineStateHolder``).
    @inlinable
    @inline(__always)
    internal var inlineState: UnsafeMutablePointer<InlineState> {
        assert(MemoryLayout<InlineState>.alignment <= MemoryLayout<AnyObject?>.alignment)
        return _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: InlineState.self)
    }
}

extension InlineStateHolder where InlineState == rx_atomic_word {
    /// The word, operated on atomically.
    @inlinable
    @inline(__always)
    internal var inlineWord: AtomicWord {
        AtomicWord(inlineState)
    }
}

extension InlineStateHolder where InlineState == rx_queue_state {
    /// The number of arrivals not yet accounted for by the draining thread: non-zero while some
    /// thread owns the queue (see ``SerializingQueue``).
    @inlinable
    @inline(__always)
    internal var workInProgress: AtomicWord {
        AtomicWord(rx_queue_state_work_in_progress(inlineState))
    }

    /// A word the queue's owner may use for flags of its own, next to the queue's state, so that
    /// they cost no allocation.
    @inlinable
    @inline(__always)
    internal var flags: AtomicWord {
        AtomicWord(rx_queue_state_flags(inlineState))
    }

    /// Guards the queue's pending operations; owners may guard a little state of their own with it.
    @inlinable
    @inline(__always)
    internal var lock: InlineLock {
        InlineLock(rx_queue_state_lock(inlineState))
    }
}
