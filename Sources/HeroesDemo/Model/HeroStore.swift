import Synchronization

/// Many heroes packed into a few flat buffers, for catalogs of a million: about 37 bytes a hero
/// (its UTF-8 name, a 4-byte end offset, a universe byte and three 4-byte numbers), instead of an
/// object and several strings each.
///
/// Names lie back to back in one UTF-8 buffer; teams, intros and icons, which repeat, are kept
/// once each in tables and referred to by number; universes take a byte. A ``Hero`` is a store
/// and a position, and builds its strings when asked, so a row costs nothing until it is drawn.
///
/// Stores are never freed: every store is kept by ``HeroStore/all`` for the life of the process.
/// That is what lets a ``Hero`` point at its store without a reference count, so that copying,
/// gathering and freeing the million-row arrays of a search costs no atomic operation.
///
/// A store's heroes take their identities either from one block of numbers reserved for the
/// store (``HeroIdentity/reserve(count:)``, for catalogs, whose names the caller guarantees to be
/// unique), or, for heroes built one by one, from their interned names
/// (``HeroIdentity/init(name:)``), so that two heroes built apart with one name are one row.
///
/// ```swift
/// var builder = HeroStore.Builder()
/// builder.append(name: "Storm", universe: .marvel, team: "X-Men", intro: "Commands the weather.", icon: "⚡")
/// let heroes = builder.build().heroes
/// ```
final class HeroStore: @unchecked Sendable {
    // @unchecked: the buffers are written once, in `init`, and only read afterwards; a store is
    // immutable from the moment any other code can see it.

    /// How a store's heroes get their identities.
    enum IdentityScheme: Sendable {
        /// One block of numbers for the store, hero *i* taking the block's *i*-th; the names
        /// must be unique in the store.
        case block
        /// Each hero's interned name.
        case interned
    }

    /// Collects heroes for a store.
    struct Builder {
        fileprivate var names: [UInt8] = []
        fileprivate var nameEnds: [UInt32] = [0]
        fileprivate var universes: [Universe] = []
        fileprivate var teams = StringTable()
        fileprivate var intros = StringTable()
        fileprivate var icons = StringTable()
        fileprivate var teamNumbers: [UInt32] = []
        fileprivate var introNumbers: [UInt32] = []
        fileprivate var iconNumbers: [UInt32] = []
        fileprivate let identityScheme: IdentityScheme

        /// Creates an empty builder with room for `capacity` heroes.
        ///
        /// - Parameters:
        ///   - capacity: How many heroes will be appended.
        ///   - identityScheme: How the heroes get their identities; `.block` by default.
        init(capacity: Int = 0, identityScheme: IdentityScheme = .block) {
            self.identityScheme = identityScheme
            nameEnds.reserveCapacity(capacity + 1)
            universes.reserveCapacity(capacity)
            teamNumbers.reserveCapacity(capacity)
            introNumbers.reserveCapacity(capacity)
            iconNumbers.reserveCapacity(capacity)
            names.reserveCapacity(capacity * 24)
        }

        /// The number of heroes appended so far.
        var count: Int { universes.count }

        /// Appends a hero whose name is given as UTF-8 bytes and whose team, intro and icon are
        /// numbers from ``number(team:)``, ``number(intro:)`` and ``number(icon:)``, which saves
        /// hashing them for every hero.
        ///
        /// - Parameters:
        ///   - name: The name's bytes, valid UTF-8.
        ///   - universe: The publisher's universe.
        ///   - team: The team's number.
        ///   - intro: The intro's number.
        ///   - icon: The icon's number.
        mutating func append(
            nameBytes name: some Collection<UInt8>, universe: Universe, teamNumber team: UInt32,
            introNumber intro: UInt32, iconNumber icon: UInt32
        ) {
            names.append(contentsOf: name)
            precondition(names.count <= UInt32.max, "a store holds at most 4 GiB of names")
            nameEnds.append(UInt32(truncatingIfNeeded: names.count))
            universes.append(universe)
            teamNumbers.append(team)
            introNumbers.append(intro)
            iconNumbers.append(icon)
        }

        /// Appends a hero.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - universe: The publisher's universe.
        ///   - team: The team.
        ///   - intro: The intro.
        ///   - icon: The icon.
        mutating func append(name: String, universe: Universe, team: String, intro: String, icon: String) {
            append(
                nameBytes: name.utf8, universe: universe, teamNumber: number(team: team),
                introNumber: number(intro: intro), iconNumber: number(icon: icon))
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

        /// The store of the heroes appended.
        ///
        /// - Returns: The store, kept for the life of the process.
        /// - Complexity: O(*n*) in the size of the heroes, to copy them into exactly sized buffers.
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

    /// Every store made, kept for the life of the process (see the type's documentation).
    static let all = Mutex<[HeroStore]>([])

    /// The names' UTF-8 bytes, back to back.
    let names: UnsafeBufferPointer<UInt8>
    /// Hero *i*'s name is `names[nameEnds[i]..<nameEnds[i + 1]]`; `count + 1` entries.
    let nameEnds: UnsafeBufferPointer<UInt32>
    private let universes: UnsafeBufferPointer<Universe>
    /// Each hero's team, a position in ``teams``.
    let teamNumbers: UnsafeBufferPointer<UInt32>
    private let introNumbers: UnsafeBufferPointer<UInt32>
    private let iconNumbers: UnsafeBufferPointer<UInt32>
    /// The distinct teams, in the order they first came.
    let teams: [String]
    private let intros: [String]
    private let icons: [String]

    /// The number of heroes.
    let count: Int

    /// The identity of the first hero of a `.block` store (hero *i* has `firstIdentity + i`).
    let firstIdentity: Int

    /// The identities of an `.interned` store's heroes; empty for a `.block` store.
    private let internedIdentities: [HeroIdentity]

    /// Whether the heroes' identities are a block of numbers reserved for the store.
    var holdsBlock: Bool { internedIdentities.isEmpty && count > 0 }

    private convenience init(_ builder: Builder) {
        self.init(joining: [builder])
    }

    /// The store of the heroes of `parts`, in order, as if they had been appended to one builder;
    /// `parts` must share their identity scheme.
    ///
    /// Parts built on several threads (as ``SyntheticHeroes`` builds a million heroes) are copied
    /// once, into buffers of exactly the right size.
    ///
    /// - Parameter parts: The builders.
    /// - Complexity: O(*n*) in the size of the heroes.
    init(joining parts: [Builder]) {
        let count = parts.reduce(0) { $0 + $1.count }
        self.count = count
        // The tables of the first part keep their numbers; later parts' numbers are mapped.
        var teams = parts.first?.teams ?? StringTable()
        var intros = parts.first?.intros ?? StringTable()
        var icons = parts.first?.icons ?? StringTable()
        let maps = parts.map { part in
            (
                teams: part.teams.strings.map { teams.number(for: $0) },
                intros: part.intros.strings.map { intros.number(for: $0) },
                icons: part.icons.strings.map { icons.number(for: $0) }
            )
        }
        let nameCount = parts.reduce(0) { $0 + $1.names.count }
        precondition(nameCount <= UInt32.max, "a store holds at most 4 GiB of names")
        let names = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(nameCount, 1))
        let nameEnds = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count + 1)
        let universes = UnsafeMutableBufferPointer<Universe>.allocate(capacity: max(count, 1))
        let teamNumbers = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(count, 1))
        let introNumbers = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(count, 1))
        let iconNumbers = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(count, 1))
        nameEnds[0] = 0
        var nameStart = 0
        var heroStart = 0
        for (part, map) in zip(parts, maps) {
            _ = UnsafeMutableBufferPointer(rebasing: names[nameStart...]).initialize(from: part.names)
            for hero in 0..<part.count {
                nameEnds[heroStart + hero + 1] = UInt32(truncatingIfNeeded: nameStart) &+ part.nameEnds[hero + 1]
                universes[heroStart + hero] = part.universes[hero]
                teamNumbers[heroStart + hero] = map.teams[Int(part.teamNumbers[hero])]
                introNumbers[heroStart + hero] = map.intros[Int(part.introNumbers[hero])]
                iconNumbers[heroStart + hero] = map.icons[Int(part.iconNumbers[hero])]
            }
            nameStart += part.names.count
            heroStart += part.count
        }
        self.names = UnsafeBufferPointer(rebasing: names[..<nameCount])
        self.nameEnds = UnsafeBufferPointer(nameEnds)
        self.universes = UnsafeBufferPointer(rebasing: universes[..<count])
        self.teamNumbers = UnsafeBufferPointer(rebasing: teamNumbers[..<count])
        self.introNumbers = UnsafeBufferPointer(rebasing: introNumbers[..<count])
        self.iconNumbers = UnsafeBufferPointer(rebasing: iconNumbers[..<count])
        self.teams = teams.strings
        self.intros = intros.strings
        self.icons = icons.strings
        switch parts.first?.identityScheme ?? .block {
        case .block:
            firstIdentity = HeroIdentity.reserve(count: count)
            internedIdentities = []
        case .interned:
            firstIdentity = 0
            var identities: [HeroIdentity] = []
            identities.reserveCapacity(count)
            for index in 0..<count {
                let name = UnsafeBufferPointer(rebasing: names[Int(nameEnds[index])..<Int(nameEnds[index + 1])])
                identities.append(HeroIdentity(name: String(decoding: name, as: UTF8.self)))
            }
            internedIdentities = identities
        }
        Self.all.withLock { $0.append(self) }
    }

    /// Never runs: ``all`` keeps every store.
    deinit {
        names.deallocate()
        nameEnds.deallocate()
        universes.deallocate()
        teamNumbers.deallocate()
        introNumbers.deallocate()
        iconNumbers.deallocate()
    }

    /// Every hero of the store, in the order they were appended.
    var heroes: [Hero] {
        (0..<Int32(count)).map { Hero(store: self, index: $0) }
    }

    /// The UTF-8 bytes of hero `index`'s name, without copying them.
    ///
    /// - Parameter index: A position in the store.
    /// - Returns: The bytes, valid as long as the store (that is, for the life of the process).
    @inline(__always)
    func nameBytes(_ index: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: names[Int(nameEnds[Int(index)])..<Int(nameEnds[Int(index) + 1])])
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
    @inline(__always)
    func identity(_ index: Int32) -> HeroIdentity {
        internedIdentities.isEmpty
            ? HeroIdentity(number: firstIdentity + Int(index)) : internedIdentities[Int(index)]
    }

    /// Whether heroes `index` and `other` of this store have equal fields, comparing the stored
    /// bytes and numbers without building strings.
    ///
    /// - Parameters:
    ///   - index: A position in the store.
    ///   - other: Another position in the store.
    /// - Returns: `true` when name, universe, team, intro and icon are equal.
    func fieldsEqual(_ index: Int32, _ other: Int32) -> Bool {
        let (left, right) = (Int(index), Int(other))
        guard universes[left] == universes[right], teamNumbers[left] == teamNumbers[right],
            introNumbers[left] == introNumbers[right], iconNumbers[left] == iconNumbers[right]
        else { return false }
        if nameBytes(index).elementsEqual(nameBytes(other)) { return true }
        // Canonically equivalent spellings are equal names, as `String` compares them.
        return name(index) == name(other)
    }
}
