import SectionedData

/// A hero as shown in one row of the table.
///
/// The name is the hero's identity: the catalog rejects two heroes whose names differ only in
/// case, accents, width, spaces or punctuation, so the name stays unique and stable while the other fields change.
///
/// The fields live in one shared, immutable box, so copying a hero costs one reference count,
/// not one per field: the sectioned diff copies every hero of a 100,000-row table once per
/// keystroke. Changing a field replaces the box.
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

    private var storage: Storage

    /// The name the hero is commonly known by, such as `Wonder Woman`.
    var name: String {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }

    /// The publisher's universe.
    var universe: Universe {
        get { storage.fields.universe }
        set { update { $0.universe = newValue } }
    }

    /// The hero's team, such as `Avengers`, or `Solo` for a hero who mostly works alone.
    var team: String {
        get { storage.fields.team }
        set { update { $0.team = newValue } }
    }

    /// One short sentence introducing the hero.
    var intro: String {
        get { storage.fields.intro }
        set { update { $0.intro = newValue } }
    }

    /// A single character (usually an emoji) drawn in the icon column.
    var icon: String {
        get { storage.fields.icon }
        set { update { $0.icon = newValue } }
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
        storage = Storage(Fields(name: name, universe: universe, team: team, intro: intro, icon: icon))
    }

    /// A copy of `hero` whose box and text are allocated anew, next to whatever is allocated
    /// just before.
    ///
    /// ``HeroFilter`` copies its heroes this way in the order the table lists them, so that the
    /// diff's pass over 100,000 rows, which touches each hero's box and name, reads memory in
    /// order instead of jumping around the heap.
    ///
    /// - Parameter hero: The hero to copy.
    init(relocating hero: Hero) {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        let fields = hero.storage.fields
        storage = Storage(
            Fields(
                name: fresh(fields.name), universe: fields.universe, team: fields.team, intro: fields.intro,
                icon: fields.icon))
    }

    /// Decodes a hero from an object with the keys `name`, `universe`, `team`, `intro`, `icon`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing key or a value of the wrong type.
    init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    /// Encodes the hero as an object with the keys `name`, `universe`, `team`, `intro`, `icon`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    /// Whether two heroes have equal fields.
    ///
    /// - Parameters:
    ///   - lhs: A hero.
    ///   - rhs: Another hero.
    /// - Returns: `true` when every field is equal.
    static func == (lhs: Hero, rhs: Hero) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    ///
    /// - Parameter hasher: The hasher.
    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }
}

extension Hero: IdentifiableType {
    /// The hero's name, unique within a catalog.
    var identity: HeroIdentity { storage.identity }
}
