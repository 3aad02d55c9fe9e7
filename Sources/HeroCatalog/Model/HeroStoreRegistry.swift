import Synchronization

/// Every ``HeroStore`` made, found by its number without a lock: what lets a ``Hero`` be two
/// numbers.
///
/// Numbers are handed out in order under a lock; each store is then written once into its slot,
/// an `AtomicLazyReference`, before any hero of it exists. Slots come in chunks of 4,096, made
/// when the first store of a chunk is, so a process that makes a few stores keeps a few chunks.
/// Reading a slot is an atomic load: a million heroes read on several threads at once (folding a
/// catalog for search) never wait for each other.
///
/// ```swift
/// let number = HeroStoreRegistry.shared.reserveNumber()
/// HeroStoreRegistry.shared.register(store, number: number)
/// HeroStoreRegistry.shared[number] === store  // true
/// ```
final class HeroStoreRegistry: Sendable {
    /// The one registry.
    static let shared = HeroStoreRegistry()

    /// How many slots a chunk holds: a power of two.
    static let chunkSize = 1 << 12

    /// The most stores a process can make: 2²⁴, in 4,096 chunks.
    static let capacity = 1 << 24

    private final class Slot: Sendable {
        let store = AtomicLazyReference<HeroStore>()
    }

    private final class Chunk: Sendable {
        let slots = (0..<HeroStoreRegistry.chunkSize).map { _ in Slot() }
    }

    private final class ChunkSlot: Sendable {
        let chunk = AtomicLazyReference<Chunk>()
    }

    private let chunks = (0..<(capacity / chunkSize)).map { _ in ChunkSlot() }
    private let nextNumber = Mutex(0)

    /// A number no store has, for a store about to be made.
    ///
    /// - Returns: The number, less than ``capacity``.
    func reserveNumber() -> Int {
        nextNumber.withLock { next in
            precondition(next < Self.capacity, "a process makes at most \(Self.capacity) stores")
            defer { next += 1 }
            return next
        }
    }

    /// Keeps `store` at `number`, for the life of the process.
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - number: A number from ``reserveNumber()``, given to no other store.
    func register(_ store: HeroStore, number: Int) {
        let holder = chunks[number / Self.chunkSize]
        let chunk = holder.chunk.load() ?? holder.chunk.storeIfNil(Chunk())
        let kept = chunk.slots[number % Self.chunkSize].store.storeIfNil(copy store)
        precondition(kept === store, "one store a number")
    }

    /// The store numbered `number`.
    ///
    /// - Parameter number: The number of a registered store.
    /// - Returns: The store.
    /// - Complexity: O(1): two atomic loads.
    subscript(number: Int) -> HeroStore {
        chunks[number / Self.chunkSize].chunk.load()!.slots[number % Self.chunkSize].store.load()!
    }
}
