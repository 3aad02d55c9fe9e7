import SectionedData

/// A hero as shown in one row of the table: a position in a ``HeroStore``.
///
/// The name is the hero's identity: the catalog rejects two heroes whose names differ only in
/// case, accents, width, spaces or punctuation, so the name stays unique and stable while the other
/// fields change.
///
/// A hero is two words, the store and the position, and holds no reference count: stores live as
/// long as the process (``HeroStore/all``). So an array of a million heroes, which a search
/// builds on one thread, the data source diffs on another and the main thread draws from, is
/// copied and freed like an array of integers. Fields are read from the store when asked; only
/// the rows on screen ever are.
///
/// ```swift
/// let hero = Hero(name: "Spider-Man", universe: .marvel, team: "Solo",
///                 intro: "A teenager with a spider's strength.", icon: "🕷️")
/// ```
struct Hero: Codable, Hashable, Sendable {
    /// The fields, as the data file spells them.
    struct Fields: Codable, Hashable, Sendable {
        /// The name.
        var name: String
        /// The publisher's universe.
        var universe: Universe
        /// The team.
        var team: String
        /// The intro.
        var intro: String
        /// The icon.
        var icon: String
    }

    /// The store holding the fields. Not reference counted: every store is kept for the life of
    /// the process, so the reference cannot dangle.
    unowned(unsafe) let store: HeroStore

    /// The hero's position in ``store``.
    let index: Int32

    /// The name the hero is commonly known by, such as `Wonder Woman`.
    var name: String { store.name(index) }

    /// The publisher's universe.
    var universe: Universe { store.universe(index) }

    /// The hero's team, such as `Avengers`, or `Solo` for a hero who mostly works alone.
    var team: String { store.team(index) }

    /// One short sentence introducing the hero.
    var intro: String { store.intro(index) }

    /// A single character (usually an emoji) drawn in the icon column.
    var icon: String { store.icon(index) }

    /// The UTF-8 bytes of the name, read from the store without building a string.
    var nameBytes: UnsafeBufferPointer<UInt8> { store.nameBytes(index) }

    /// Every field, as strings.
    var fields: Fields {
        Fields(name: name, universe: universe, team: team, intro: intro, icon: icon)
    }

    /// Creates a hero in a store of its own, identified by its interned name, so that two heroes
    /// created with one name are one row to the diff.
    ///
    /// - Parameters:
    ///   - name: The name the hero is commonly known by.
    ///   - universe: The publisher's universe.
    ///   - team: The hero's team, or `Solo`.
    ///   - intro: One short sentence introducing the hero.
    ///   - icon: A single character drawn in the icon column.
    init(name: String, universe: Universe, team: String, intro: String, icon: String) {
        self.init(Fields(name: name, universe: universe, team: team, intro: intro, icon: icon))
    }

    /// Creates a hero with `fields` in a store of its own, identified by its interned name.
    ///
    /// - Parameter fields: The fields.
    init(_ fields: Fields) {
        var builder = HeroStore.Builder(capacity: 1, identityScheme: .interned)
        builder.append(
            name: fields.name, universe: fields.universe, team: fields.team, intro: fields.intro, icon: fields.icon)
        self.init(store: builder.build(), index: 0)
    }

    /// The hero at `index` in `store`.
    ///
    /// - Parameters:
    ///   - store: The store.
    ///   - index: A position in the store.
    init(store: HeroStore, index: Int32) {
        self.store = store
        self.index = index
    }

    /// Decodes a hero from an object with the keys `name`, `universe`, `team`, `intro`, `icon`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing key or a value of the wrong type.
    init(from decoder: any Decoder) throws {
        self.init(try Fields(from: decoder))
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
        if lhs.store === rhs.store {
            return lhs.index == rhs.index || lhs.store.fieldsEqual(lhs.index, rhs.index)
        }
        return lhs.fields == rhs.fields
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: The hasher.
    func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}

extension Hero: IdentifiableType {
    /// The hero's name, unique within a catalog.
    var identity: HeroIdentity { store.identity(index) }
}
