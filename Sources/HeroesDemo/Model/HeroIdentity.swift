import Synchronization

/// A hero's identity: its name, interned as a number.
///
/// The sectioned diff copies, hashes and compares the identity of every row before and after
/// each keystroke, in code that is not specialized for heroes. A name is a reference-counted,
/// normalization-aware string; a number costs nothing to copy and little to hash. So each
/// distinct name (up to canonical equivalence, as `String` compares) gets a number the first time
/// a hero carries it, kept for the life of the process.
///
/// ```swift
/// HeroIdentity(name: "Zoe\u{308}") == HeroIdentity(name: "Zoë")  // true
/// HeroIdentity(name: "Zoë").name                                 // "Zoë" (the first spelling)
/// ```
struct HeroIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The interned names, and the number of each.
    private struct Names {
        var numbers: [String: Int32] = [:]
        var names: [String] = []
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
            let number = Int32(names.names.count)
            names.numbers[name] = number
            names.names.append(name)
            return number
        }
    }

    /// The name, as first interned.
    var name: String {
        Self.interned.withLock { $0.names[Int(number)] }
    }

    /// The name.
    var description: String { name }
}
