import Synchronization

/// A hero's identity: its name, interned as a number.
///
/// The sectioned diff copies, hashes and compares the identity of every row before and after
/// each keystroke, in code that is not specialized for heroes. A name is a reference-counted,
/// normalization-aware string; a number costs nothing to copy and little to hash. So each
/// distinct name (up to canonical equivalence, as `String` compares) gets a number the first time
/// a hero carries it, kept for the life of the process.
///
/// The heroes of a ``HeroStore`` (a million synthetic ones) are not interned one by one: the store
/// reserves a block of numbers, one per hero, and its names are unique by construction. Their
/// identities are equal to each other's only, not to that of a separately built hero of the same
/// name.
///
/// ```swift
/// HeroIdentity(name: "Zoe\u{308}") == HeroIdentity(name: "Zoë")  // true
/// HeroIdentity(name: "Zoë").name                                 // "Zoë" (the first spelling)
/// ```
struct HeroIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The interned names, the number of each, and the stores that reserved blocks.
    private struct Names: Sendable {
        var numbers: [String: Int32] = [:]
        var names: [Int32: String] = [:]
        var stores: [HeroStore] = []
        var next: Int32 = 0
    }

    private static let interned = Mutex(Names())

    /// The name's number.
    let number: Int32

    /// The identity of the hero called `name`.
    ///
    /// - Parameter name: The hero's name.
    /// - Complexity: O(*n*) in the length of the name, to hash it.
    init(name: String) {
        number = Self.interned.withLock { names in
            if let number = names.numbers[name] { return number }
            let number = names.next
            names.next += 1
            names.numbers[name] = number
            names.names[number] = name
            return number
        }
    }

    /// The identity numbered `number`, reserved by a ``HeroStore``.
    ///
    /// - Parameter number: A number from a block that ``reserve(count:)`` returned.
    init(number: Int32) {
        self.number = number
    }

    /// Reserves `count` numbers in a row, for the heroes of a store.
    ///
    /// - Parameter count: How many numbers.
    /// - Returns: The first of them.
    static func reserve(count: Int) -> Int32 {
        interned.withLock { names in
            let first = names.next
            names.next += Int32(count)
            return first
        }
    }

    /// Keeps `store`, whose block of numbers is reserved, to answer the names of its heroes.
    ///
    /// - Parameter store: The store.
    static func register(_ store: HeroStore) {
        interned.withLock { $0.stores.append(store) }
    }

    /// The name, as first interned.
    var name: String {
        Self.interned.withLock { names in
            if let name = names.names[number] { return name }
            let store = names.stores.first { number >= $0.firstIdentity && number - $0.firstIdentity < $0.count }
            return store.map { $0.name(number - $0.firstIdentity) } ?? ""
        }
    }

    /// The name.
    var description: String { name }
}
