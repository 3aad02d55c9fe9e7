/// Many heroes packed into a few arrays, for catalogs of a million: about 35 bytes a hero plus
/// its name, instead of an object and several strings each.
///
/// Names lie back to back in one UTF-8 buffer; teams, intros and icons, which repeat, are kept
/// once each in tables and referred to by number; universes take a byte. A ``Hero`` of a store is
/// the store and a position, and builds its strings when asked, so a row costs nothing until it is
/// drawn. The heroes of a store take their identities from one block reserved for the store
/// (``HeroIdentity/reserve(count:)``): the builder's caller guarantees that names are unique.
///
/// ```swift
/// var builder = HeroStore.Builder()
/// builder.append(name: "Storm", universe: .marvel, team: "X-Men", intro: "Commands the weather.", icon: "⚡")
/// let heroes = builder.build().heroes
/// ```
final class HeroStore: Sendable {
    /// Collects heroes for a store.
    struct Builder {
        fileprivate var names: [UInt8] = []
        fileprivate var nameEnds: [Int32] = []
        fileprivate var universes: [Universe] = []
        fileprivate var teams = StringTable()
        fileprivate var intros = StringTable()
        fileprivate var icons = StringTable()
        fileprivate var teamNumbers: [UInt32] = []
        fileprivate var introNumbers: [UInt32] = []
        fileprivate var iconNumbers: [UInt32] = []

        /// Creates an empty builder with room for `capacity` heroes.
        ///
        /// - Parameter capacity: How many heroes will be appended.
        init(capacity: Int = 0) {
            nameEnds.reserveCapacity(capacity)
            universes.reserveCapacity(capacity)
            teamNumbers.reserveCapacity(capacity)
            introNumbers.reserveCapacity(capacity)
            iconNumbers.reserveCapacity(capacity)
            names.reserveCapacity(capacity * 24)
        }

        /// Appends a hero whose name is given as UTF-8 bytes.
        ///
        /// - Parameters:
        ///   - name: The name's bytes, valid UTF-8; unique in the store.
        ///   - universe: The publisher's universe.
        ///   - team: The team.
        ///   - intro: The intro.
        ///   - icon: The icon.
        mutating func append(
            nameBytes name: some Collection<UInt8>, universe: Universe, team: String, intro: String, icon: String
        ) {
            names.append(contentsOf: name)
            nameEnds.append(Int32(names.count))
            universes.append(universe)
            teamNumbers.append(teams.number(for: team))
            introNumbers.append(intros.number(for: intro))
            iconNumbers.append(icons.number(for: icon))
        }

        /// Appends a hero whose team, intro and icon are numbers from ``number(team:)``,
        /// ``number(intro:)`` and ``number(icon:)``, which saves hashing them for every hero.
        ///
        /// - Parameters:
        ///   - name: The name's bytes, valid UTF-8; unique in the store.
        ///   - universe: The publisher's universe.
        ///   - team: The team's number.
        ///   - intro: The intro's number.
        ///   - icon: The icon's number.
        mutating func append(
            nameBytes name: some Collection<UInt8>, universe: Universe, teamNumber team: UInt32,
            introNumber intro: UInt32, iconNumber icon: UInt32
        ) {
            names.append(contentsOf: name)
            nameEnds.append(Int32(names.count))
            universes.append(universe)
            teamNumbers.append(team)
            introNumbers.append(intro)
            iconNumbers.append(icon)
        }

        /// The number of a team, kept once.
        ///
        /// - Parameter team: The team.
        /// - Returns: Its number in this store.
        mutating func number(team: String) -> UInt32 { teams.number(for: team) }

        /// The number of an intro, kept once.
        ///
        /// - Parameter intro: The intro.
        /// - Returns: Its number in this store.
        mutating func number(intro: String) -> UInt32 { intros.number(for: intro) }

        /// The number of an icon, kept once.
        ///
        /// - Parameter icon: The icon.
        /// - Returns: Its number in this store.
        mutating func number(icon: String) -> UInt32 { icons.number(for: icon) }

        /// Appends a hero.
        ///
        /// - Parameters:
        ///   - name: The name; unique in the store.
        ///   - universe: The publisher's universe.
        ///   - team: The team.
        ///   - intro: The intro.
        ///   - icon: The icon.
        mutating func append(name: String, universe: Universe, team: String, intro: String, icon: String) {
            append(nameBytes: name.utf8, universe: universe, team: team, intro: intro, icon: icon)
        }

        /// The store of the heroes appended.
        ///
        /// - Returns: The store.
        func build() -> HeroStore {
            HeroStore(self)
        }
    }

    /// Strings kept once each, numbered in the order they first came.
    fileprivate struct StringTable {
        var strings: [String] = []
        var numbers: [String: UInt32] = [:]

        mutating func number(for string: String) -> UInt32 {
            if let number = numbers[string] { return number }
            let number = UInt32(strings.count)
            strings.append(string)
            numbers[string] = number
            return number
        }
    }

    private let names: [UInt8]
    private let nameEnds: [Int32]
    private let universes: [Universe]
    private let teams: [String]
    private let intros: [String]
    private let icons: [String]
    private let teamNumbers: [UInt32]
    private let introNumbers: [UInt32]
    private let iconNumbers: [UInt32]

    /// The identity of the first hero; hero *i* has `firstIdentity + i`.
    let firstIdentity: Int32

    private init(_ builder: Builder) {
        names = builder.names
        nameEnds = builder.nameEnds
        universes = builder.universes
        teams = builder.teams.strings
        intros = builder.intros.strings
        icons = builder.icons.strings
        teamNumbers = builder.teamNumbers
        introNumbers = builder.introNumbers
        iconNumbers = builder.iconNumbers
        firstIdentity = HeroIdentity.reserve(count: builder.nameEnds.count)
        HeroIdentity.register(self)
    }

    /// The number of heroes.
    var count: Int { nameEnds.count }

    /// Every hero of the store, in the order they were appended.
    var heroes: [Hero] {
        (0..<Int32(count)).map { Hero(store: self, index: $0) }
    }

    /// The UTF-8 bytes of hero `index`'s name.
    ///
    /// - Parameter index: A position in the store.
    /// - Returns: The bytes, without copying them.
    func nameBytes(_ index: Int32) -> ArraySlice<UInt8> {
        let end = Int(nameEnds[Int(index)])
        let start = index == 0 ? 0 : Int(nameEnds[Int(index) - 1])
        return names[start..<end]
    }

    /// Hero `index`'s name.
    func name(_ index: Int32) -> String { String(decoding: nameBytes(index), as: UTF8.self) }

    /// Hero `index`'s universe.
    func universe(_ index: Int32) -> Universe { universes[Int(index)] }

    /// Hero `index`'s team.
    func team(_ index: Int32) -> String { teams[Int(teamNumbers[Int(index)])] }

    /// Hero `index`'s intro.
    func intro(_ index: Int32) -> String { intros[Int(introNumbers[Int(index)])] }

    /// Hero `index`'s icon.
    func icon(_ index: Int32) -> String { icons[Int(iconNumbers[Int(index)])] }

    /// Hero `index`'s identity.
    func identity(_ index: Int32) -> HeroIdentity { HeroIdentity(number: firstIdentity + index) }
}
