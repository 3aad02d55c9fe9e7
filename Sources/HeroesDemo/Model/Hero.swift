import SectionedData

/// A hero as shown in one row of the table.
///
/// The name is the hero's identity: the catalog rejects two heroes whose names differ only in
/// case, accents, width, spaces or punctuation, so the name stays unique and stable while the other fields change.
///
/// A hero is either its own shared, immutable box of fields, so copying it costs one reference
/// count, not one per field (the sectioned diff copies every hero of a table once per
/// keystroke), or a position in a ``HeroStore``, which packs a million heroes into a few arrays
/// and builds a field's string when it is read. Changing a field gives the hero a new box.
///
/// ```swift
/// let hero = Hero(name: "Spider-Man", universe: .marvel, team: "Solo",
///                 intro: "A teenager with a spider's strength.", icon: "🕷️")
/// ```
struct Hero: Codable, Hashable, Sendable {
    /// The fields, as the data file spells them.
    private struct Fields: Codable, Hashable, Sendable {
        var name: String
        var universe: Universe
        var team: String
        var intro: String
        var icon: String
    }

    /// The shared box.
    private final class Storage: Sendable {
        let fields: Fields
        let identity: HeroIdentity

        init(_ fields: Fields) {
            self.fields = fields
            identity = HeroIdentity(name: fields.name)
        }
    }

    /// Where the fields are.
    private enum Representation: Sendable {
        case boxed(Storage)
        case stored(HeroStore, Int32)
    }

    private var representation: Representation

    /// The name the hero is commonly known by, such as `Wonder Woman`.
    var name: String {
        get {
            switch representation {
            case .boxed(let storage): storage.fields.name
            case .stored(let store, let index): store.name(index)
            }
        }
        set { update { $0.name = newValue } }
    }

    /// The publisher's universe.
    var universe: Universe {
        get {
            switch representation {
            case .boxed(let storage): storage.fields.universe
            case .stored(let store, let index): store.universe(index)
            }
        }
        set { update { $0.universe = newValue } }
    }

    /// The hero's team, such as `Avengers`, or `Solo` for a hero who mostly works alone.
    var team: String {
        get {
            switch representation {
            case .boxed(let storage): storage.fields.team
            case .stored(let store, let index): store.team(index)
            }
        }
        set { update { $0.team = newValue } }
    }

    /// One short sentence introducing the hero.
    var intro: String {
        get {
            switch representation {
            case .boxed(let storage): storage.fields.intro
            case .stored(let store, let index): store.intro(index)
            }
        }
        set { update { $0.intro = newValue } }
    }

    /// A single character (usually an emoji) drawn in the icon column.
    var icon: String {
        get {
            switch representation {
            case .boxed(let storage): storage.fields.icon
            case .stored(let store, let index): store.icon(index)
            }
        }
        set { update { $0.icon = newValue } }
    }

    /// The UTF-8 bytes of the name, without building a string for a stored hero.
    var nameUTF8: [UInt8] {
        switch representation {
        case .boxed(let storage): Array(storage.fields.name.utf8)
        case .stored(let store, let index): Array(store.nameBytes(index))
        }
    }

    /// Creates a hero.
    ///
    /// - Parameters:
    ///   - name: The name the hero is commonly known by.
    ///   - universe: The publisher's universe.
    ///   - team: The hero's team, or `Solo`.
    ///   - intro: One short sentence introducing the hero.
    ///   - icon: A single character drawn in the icon column.
    init(name: String, universe: Universe, team: String, intro: String, icon: String) {
        representation = .boxed(
            Storage(Fields(name: name, universe: universe, team: team, intro: intro, icon: icon)))
    }

    /// The hero at `index` in `store`.
    ///
    /// - Parameters:
    ///   - store: The store.
    ///   - index: A position in the store.
    init(store: HeroStore, index: Int32) {
        representation = .stored(store, index)
    }

    /// Decodes a hero from an object with the keys `name`, `universe`, `team`, `intro`, `icon`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing key or a value of the wrong type.
    init(from decoder: any Decoder) throws {
        representation = .boxed(Storage(try Fields(from: decoder)))
    }

    /// Encodes the hero as an object with the keys `name`, `universe`, `team`, `intro`, `icon`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }

    /// Whether two heroes have equal fields.
    ///
    /// - Parameters:
    ///   - lhs: A hero.
    ///   - rhs: Another hero.
    /// - Returns: `true` when every field is equal.
    static func == (lhs: Hero, rhs: Hero) -> Bool {
        switch (lhs.representation, rhs.representation) {
        case (.boxed(let left), .boxed(let right)) where left === right:
            return true
        case (.stored(let left, let leftIndex), .stored(let right, let rightIndex)) where left === right:
            // A store's names are unique, so two positions are two different heroes.
            return leftIndex == rightIndex
        default:
            return lhs.fields == rhs.fields
        }
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: The hasher.
    func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    private var fields: Fields {
        switch representation {
        case .boxed(let storage):
            storage.fields
        case .stored(let store, let index):
            Fields(
                name: store.name(index), universe: store.universe(index), team: store.team(index),
                intro: store.intro(index), icon: store.icon(index))
        }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = fields
        change(&fields)
        representation = .boxed(Storage(fields))
    }
}

extension Hero: IdentifiableType {
    /// The hero's name, unique within a catalog.
    var identity: HeroIdentity {
        switch representation {
        case .boxed(let storage): storage.identity
        case .stored(let store, let index): store.identity(index)
        }
    }
}
