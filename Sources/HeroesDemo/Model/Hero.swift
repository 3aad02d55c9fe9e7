import SectionedData

/// A hero as shown in one row of the table.
///
/// The name is the hero's identity: the catalog rejects two heroes whose names differ only in
/// case or accents, so the name stays unique and stable while the other fields change.
///
/// ```swift
/// let hero = Hero(name: "Spider-Man", universe: .marvel, team: "Solo",
///                 intro: "A teenager with a spider's strength.", icon: "🕷️")
/// ```
struct Hero: Codable, Hashable, Sendable {
    /// The name the hero is commonly known by, such as `Wonder Woman`.
    var name: String

    /// The publisher's universe.
    var universe: Universe

    /// The hero's team, such as `Avengers`, or `Solo` for a hero who mostly works alone.
    var team: String

    /// One short sentence introducing the hero.
    var intro: String

    /// A single character (usually an emoji) drawn in the icon column.
    var icon: String

    /// Creates a hero.
    ///
    /// - Parameters:
    ///   - name: The name the hero is commonly known by.
    ///   - universe: The publisher's universe.
    ///   - team: The hero's team, or `Solo`.
    ///   - intro: One short sentence introducing the hero.
    ///   - icon: A single character drawn in the icon column.
    init(name: String, universe: Universe, team: String, intro: String, icon: String) {
        self.name = name
        self.universe = universe
        self.team = team
        self.intro = intro
        self.icon = icon
    }
}

extension Hero: IdentifiableType {
    /// The hero's name, unique within a catalog.
    var identity: String { name }
}
