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
/// the store reserves a block of numbers, one per hero, and its names are unique by construction.
/// Their identities are equal to each other's only, not to that of a separately built hero of the
/// same name.
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

    /// The identity numbered `number`, reserved by a ``HeroStore``.
    ///
    /// - Parameter number: A number from a block that ``reserve(count:)`` returned.
    public init(number: Int) {
        self.number = number
    }

    /// Reserves `count` numbers in a row, for the heroes of a store.
    ///
    /// - Parameter count: How many numbers.
    /// - Returns: The first of them.
    public static func reserve(count: Int) -> Int {
        interned.withLock { names in
            let first = names.next
            names.next += count
            return first
        }
    }

    /// The name, as first interned, or that of the store's hero the number was reserved for.
    public var name: String {
        if let name = Self.interned.withLock({ $0.names[number] }) { return name }
        let store = HeroStore.all.withLock { stores in
            stores.first { $0.holdsBlock && number >= $0.firstIdentity && number - $0.firstIdentity < $0.count }
        }
        return store.map { $0.name(Int32(number - $0.firstIdentity)) } ?? ""
    }

    /// The name.
    public var description: String { name }
}
