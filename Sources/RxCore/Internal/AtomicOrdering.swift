import RxCoreAtomics

/// The memory ordering of an atomic operation on an ``AtomicCell`` or an ``AtomicWord``.
///
/// The names are those of the standard library's `Synchronization` module, which RxCore does
/// not use because it needs macOS 15 / iOS 18.
@usableFromInline
internal enum AtomicOrdering {
    case relaxed
    case acquiring
    case releasing
    case acquiringAndReleasing
    case sequentiallyConsistent

    /// The C11 ordering the RxCoreAtomics functions take.
    @inlinable
    @inline(__always)
    internal var memoryOrder: rx_memory_order {
        switch self {
        case .relaxed: return rx_relaxed
        case .acquiring: return rx_acquire
        case .releasing: return rx_release
        case .acquiringAndReleasing: return rx_acquire_release
        case .sequentiallyConsistent: return rx_sequentially_consistent
        }
    }
}
