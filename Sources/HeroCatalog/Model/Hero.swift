import Differentiator

/// A hero as shown in one row of the table: a position in a ``HeroStore``.
///
/// The name is the hero's identity: the catalog rejects two heroes whose names differ only in
/// case, accents, width, spaces or punctuation, so the name stays unique and stable while the other
/// fields change.
///
/// A hero is two 32-bit numbers, its store's (``HeroStore/number``) and its position, and holds
/// no reference count: stores live as long as the process. So an array of a million heroes, which
/// a search builds on one thread, the data source diffs on another and the main thread draws
/// from, takes 8 MB and is copied and freed like an array of integers. Fields are read from the
/// store when asked; only the rows on screen ever are.
///
/// ```swift
/// let hero = Hero(name: "Spider-Man", universe: .marvel, team: "Solo",
///                 intro: "A teenager with a spider's strength.", icon: "🕷️")
/// ```
public struct Hero: Codable, Hashable, Sendable {
    /// The fields, as the data file spells them.
    public struct Fields: Codable, Hashable, Sendable {
        /// The name.
        public var name: String
        /// The publisher's universe.
        public var universe: Universe
        /// The team.
        public var team: String
        /// The intro.
        public var intro: String
        /// The icon.
        public var icon: String
    }

    /// The number of the store holding the fields.
    public let storeNumber: UInt32

    /// The hero's position in its store.
    public let index: Int32

    /// The store holding the fields.
    public var store: HeroStore { HeroStore.numbered(storeNumber) }

    /// Runs `body` with the store.
    @inline(__always)
    public func withStore<Result>(_ body: (HeroStore) -> Result) -> Result {
        body(store)
    }

    /// The name the hero is commonly known by, such as `Wonder Woman`.
    public var name: String { withStore { $0.name(index) } }

    /// The publisher's universe.
    public var universe: Universe { withStore { $0.universe(index) } }

    /// The hero's team, such as `Avengers`, or `Solo` for a hero who mostly works alone.
    public var team: String { withStore { $0.team(index) } }

    /// One short sentence introducing the hero.
    public var intro: String { withStore { $0.intro(index) } }

    /// A single character (usually an emoji) drawn in the icon column.
    public var icon: String { withStore { $0.icon(index) } }

    /// The UTF-8 bytes of the name, read from the store without building a string.
    public var nameBytes: ArraySlice<UInt8> { withStore { $0.nameBytes(index) } }

    /// Every field, as strings.
    public var fields: Fields {
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
    public init(name: String, universe: Universe, team: String, intro: String, icon: String) {
        self.init(Fields(name: name, universe: universe, team: team, intro: intro, icon: icon))
    }

    /// Creates a hero with `fields` in a store of its own, identified by its interned name.
    ///
    /// - Parameter fields: The fields.
    public init(_ fields: Fields) {
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
    public init(store: HeroStore, index: Int32) {
        storeNumber = store.number
        self.index = index
    }

    /// The hero at `index` in the store numbered `storeNumber`.
    ///
    /// - Parameters:
    ///   - storeNumber: A store's ``HeroStore/number``.
    ///   - index: A position in that store.
    public init(storeNumber: UInt32, index: Int32) {
        self.storeNumber = storeNumber
        self.index = index
    }

    /// Decodes a hero from an object with the keys `name`, `universe`, `team`, `intro`, `icon`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing key or a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        self.init(try Fields(from: decoder))
    }

    /// Encodes the hero as an object with the keys `name`, `universe`, `team`, `intro`, `icon`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }

    /// Whether two heroes have equal fields.
    ///
    /// - Parameters:
    ///   - lhs: A hero.
    ///   - rhs: Another hero.
    /// - Returns: `true` when every field is equal.
    public static func == (lhs: Hero, rhs: Hero) -> Bool {
        if lhs.storeNumber == rhs.storeNumber {
            return lhs.index == rhs.index || lhs.withStore { $0.fieldsEqual(lhs.index, rhs.index) }
        }
        return lhs.fields == rhs.fields
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}

extension Hero: IdentifiableType {
    /// The hero's name, unique within a catalog.
    @inline(__always)
    public var identity: HeroIdentity {
        // A catalog's hero is identified by its two numbers: the diff asks every row.
        storeNumber & HeroStore.internedFlag == 0
            ? HeroIdentity(storeNumber: storeNumber, index: index) : withStore { $0.identity(index) }
    }

    /// Whether `other` has this hero's identity: `identity == other.identity`, without looking
    /// either up when both come from one catalog's store, whose positions are distinct heroes.
    /// A million comparisons (the view model looking for the selected hero in a search result)
    /// then cost a load and a compare each.
    ///
    /// - Parameter other: Another hero.
    /// - Returns: Whether the two identities are equal.
    @inline(__always)
    public func hasIdentity(of other: Hero) -> Bool {
        if storeNumber == other.storeNumber {
            if index == other.index { return true }
            if storeNumber & HeroStore.internedFlag == 0 { return false }
        }
        return identity == other.identity
    }
}
