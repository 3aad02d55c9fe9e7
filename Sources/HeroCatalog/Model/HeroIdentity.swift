import Synchronization

/// A hero's identity: its name, interned as a number.
///
/// The sectioned diff copies, hashes and compares the identity of every row before and after
/// each keystroke, in code that is not specialized for heroes. A name is a reference-counted,
/// normalization-aware string; a number costs nothing to copy and little to hash. So each
/// distinct name (up to canonical equivalence, as `String` compares) gets a number the first time
/// a hero carries it, kept for the life of the process.
///
/// The heroes of a catalog's ``HeroStore`` (a million synthetic ones) are not interned one by one:
/// each is identified by its store's number and its position
/// (``init(storeNumber:index:)``), since the store's names are unique by construction. Their
/// identities are equal to each other's only, not to that of a separately built hero of the same
/// name.
///
/// ```swift
/// HeroIdentity(name: "Zoe\u{308}") == HeroIdentity(name: "Zoë")  // true
/// HeroIdentity(name: "Zoë").name                                 // "Zoë" (the first spelling)
/// ```
public struct HeroIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The interned names and the number of each.
    private struct Names: Sendable {
        var numbers: [String: Int] = [:]
        var names: [Int: String] = [:]
        var next = 0
    }

    private static let interned = Mutex(Names())

    /// The name's number.
    public let number: Int

    /// The identity of the hero called `name`.
    ///
    /// - Parameter name: The hero's name.
    /// - Complexity: O(*n*) in the length of the name, to hash it.
    public init(name: String) {
        number = Self.interned.withLock { names in
            if let number = names.numbers[name] { return number }
            let number = names.next
            names.next += 1
            names.numbers[name] = number
            names.names[number] = name
            return number
        }
    }

    /// Where the numbers of stores' heroes start: above every interned name's.
    private static let storeHeroes = 1 << 62

    /// The identity of hero `index` of a `.block` store, without interning its name.
    ///
    /// - Parameters:
    ///   - storeNumber: The store's ``HeroStore/number``.
    ///   - index: The hero's position in the store.
    @inline(__always)
    public init(storeNumber: UInt32, index: Int32) {
        number = Self.storeHeroes | Int(storeNumber) << 32 | Int(UInt32(bitPattern: index))
    }

    /// The name, as first interned, or that of the store's hero.
    public var name: String {
        if number >= Self.storeHeroes {
            let store = HeroStore.numbered(UInt32(truncatingIfNeeded: (number ^ Self.storeHeroes) >> 32))
            return store.name(Int32(truncatingIfNeeded: number))
        }
        return Self.interned.withLock { $0.names[number] } ?? ""
    }

    /// The name.
    public var description: String { name }
}
