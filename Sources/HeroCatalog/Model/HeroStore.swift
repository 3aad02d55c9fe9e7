/// Many heroes packed into a few plain arrays (``Columns``), for catalogs of a million: about 37 bytes a hero
/// (its UTF-8 name, a 4-byte end offset, a universe byte and three 4-byte numbers), instead of an
/// object and several strings each.
///
/// Names lie back to back in one UTF-8 array; teams, intros and icons, which repeat, are kept
/// once each in tables and referred to by number; universes take a byte. A ``Hero`` is a store
/// and a position, and builds its strings when asked, so a row costs nothing until it is drawn.
///
/// Stores live as long as the process: each is kept by ``HeroStoreRegistry`` and has a number,
/// its place there. That is what lets a ``Hero`` be two 32-bit numbers, its store's and its
/// position, with no reference count: copying, gathering and freeing the million-row arrays of a
/// search costs no atomic operation and 8 bytes a row. Only reading a hero's fields looks its
/// store up (two atomic loads); its identity, which the diff asks of every row, is
/// its two numbers (``HeroIdentity/init(storeNumber:index:)``) for a catalog's store.
///
/// A store's heroes take their identities either from their store number and position
/// (`.block`, for catalogs, whose names the caller guarantees to be unique), or, for heroes built
/// one by one, from their interned names (``HeroIdentity/init(name:)``), so that two heroes built
/// apart with one name are one row.
///
/// ```swift
/// var builder = HeroStore.Builder()
/// builder.append(name: "Storm", universe: .marvel, team: "X-Men", intro: "Commands the weather.", icon: "⚡")
/// let heroes = builder.build().heroes
/// ```
///
/// Heroes are added through a ``Builder`` (HeroStore+Builder.swift), or given as whole
/// ``Columns`` by a generator.
public final class HeroStore: Sendable {
    /// How a store's heroes get their identities.
    public enum IdentityScheme: Sendable {
        /// Hero *i* is identified by the store's number and *i*; the names must be unique in the
        /// store.
        case block
        /// Each hero's interned name.
        case interned
    }

    /// The bit of ``number`` that marks a store whose heroes have interned identities, so that a
    /// hero tells a `.block` identity without looking its store up.
    public static let internedFlag: UInt32 = 1 << 31

    /// The store numbered `number`.
    ///
    /// - Parameter number: A store's ``number``, as a ``Hero`` carries it.
    /// - Returns: The store.
    /// - Complexity: O(1).
    @inline(__always)
    public static func numbered(_ number: UInt32) -> HeroStore {
        HeroStoreRegistry.shared[Int(number & ~internedFlag)]
    }

    /// The store's number: its place in the registry, with ``internedFlag`` for a store of
    /// interned identities.
    public let number: UInt32

    // The columns are kept as stored arrays of their own, not a `Columns`: reading an element of
    // a class's stored `let` array takes no reference count, which matters when several threads
    // read a million heroes at once.

    /// The names' UTF-8 bytes, back to back.
    public let names: [UInt8]
    /// Hero *i*'s name is `names[nameEnds[i]..<nameEnds[i + 1]]`; `count + 1` entries.
    public let nameEnds: [UInt32]
    private let universes: [Universe]
    /// Each hero's team, a position in ``teams``.
    public let teamNumbers: [UInt32]
    private let introNumbers: [UInt32]
    private let iconNumbers: [UInt32]
    /// The distinct teams, in the order they first came.
    public let teams: [String]
    private let intros: StringTable
    private let icons: [String]

    /// The number of heroes.
    public var count: Int { universes.count }

    /// The identities of an `.interned` store's heroes; empty for a `.block` store.
    private let internedIdentities: [HeroIdentity]

    /// Whether the heroes are identified by the store's number and their positions.
    public var holdsBlock: Bool { number & Self.internedFlag == 0 && count > 0 }

    /// Makes a store of the heroes in `columns`.
    ///
    /// - Parameters:
    ///   - columns: The heroes' fields: every name valid UTF-8, every number a position in its table.
    ///   - teams: The distinct teams, which the team numbers refer to.
    ///   - intros: The distinct intros.
    ///   - icons: The distinct icons.
    ///   - identityScheme: How the heroes get their identities.
    /// - Complexity: O(*n*) for interned identities, O(1) otherwise (O(*n*) in debug builds,
    ///   which check the columns).
    public init(
        columns: Columns, teams: [String], intros: StringTable, icons: [String], identityScheme: IdentityScheme
    ) {
        precondition(columns.count < Int(Int32.max), "a store holds fewer than 2³¹ heroes")
        let slot = HeroStoreRegistry.shared.reserveNumber()
        number = UInt32(slot) | (identityScheme == .interned ? Self.internedFlag : 0)
        names = columns.names
        nameEnds = columns.nameEnds
        universes = columns.universes
        teamNumbers = columns.teamNumbers
        introNumbers = columns.introNumbers
        iconNumbers = columns.iconNumbers
        self.teams = teams
        self.intros = intros
        self.icons = icons
        switch identityScheme {
        case .block:
            internedIdentities = []
        case .interned:
            internedIdentities = (0..<columns.count).map { index in
                HeroIdentity(name: String(decoding: columns.name(index), as: UTF8.self))
            }
        }
        #if DEBUG
            _checkInvariants()
        #endif
        HeroStoreRegistry.shared.register(self, number: slot)
    }

    #if DEBUG
        /// Checks the columns and that every number is in its table.
        public func _checkInvariants() {
            precondition(nameEnds.first == 0 && Int(nameEnds[nameEnds.count - 1]) == names.count)
            precondition(nameEnds.count == count + 1 && teamNumbers.count == count)
            precondition(introNumbers.count == count && iconNumbers.count == count)
            for index in 0..<count {
                precondition(nameEnds[index] <= nameEnds[index + 1])
                precondition(Int(teamNumbers[index]) < teams.count && Int(introNumbers[index]) < intros.count)
                precondition(Int(iconNumbers[index]) < icons.count)
            }
        }
    #endif

    /// Every hero of the store, in the order they were appended.
    public var heroes: [Hero] {
        (0..<Int32(count)).map { Hero(store: self, index: $0) }
    }

    /// The hero at `index`.
    ///
    /// - Parameter index: A position in the store.
    /// - Returns: The hero.
    @inline(__always)
    public func hero(_ index: Int32) -> Hero {
        Hero(storeNumber: number, index: index)
    }

    /// The UTF-8 bytes of hero `index`'s name, without copying them.
    ///
    /// - Parameter index: A position in the store.
    /// - Returns: The bytes, a slice of ``names``.
    @inline(__always)
    public func nameBytes(_ index: Int32) -> ArraySlice<UInt8> {
        names[Int(nameEnds[Int(index)])..<Int(nameEnds[Int(index) + 1])]
    }

    /// Hero `index`'s name.
    public func name(_ index: Int32) -> String { String(decoding: nameBytes(index), as: UTF8.self) }

    /// Hero `index`'s universe.
    public func universe(_ index: Int32) -> Universe { universes[Int(index)] }

    /// Hero `index`'s team.
    public func team(_ index: Int32) -> String { teams[Int(teamNumbers[Int(index)])] }

    /// Hero `index`'s intro.
    public func intro(_ index: Int32) -> String { intros[Int(introNumbers[Int(index)])] }

    /// Hero `index`'s icon.
    public func icon(_ index: Int32) -> String { icons[Int(iconNumbers[Int(index)])] }

    /// Hero `index`'s identity.
    @inline(__always)
    public func identity(_ index: Int32) -> HeroIdentity {
        internedIdentities.isEmpty
            ? HeroIdentity(storeNumber: number, index: index) : internedIdentities[Int(index)]
    }

    /// Whether heroes `index` and `other` of this store have equal fields, comparing the stored
    /// bytes and numbers without building strings.
    ///
    /// - Parameters:
    ///   - index: A position in the store.
    ///   - other: Another position in the store.
    /// - Returns: `true` when name, universe, team, intro and icon are equal.
    public func fieldsEqual(_ index: Int32, _ other: Int32) -> Bool {
        let (left, right) = (Int(index), Int(other))
        guard universes[left] == universes[right],
            teamNumbers[left] == teamNumbers[right],
            introNumbers[left] == introNumbers[right],
            iconNumbers[left] == iconNumbers[right]
        else { return false }
        if nameBytes(index).elementsEqual(nameBytes(other)) { return true }
        // Canonically equivalent spellings are equal names, as `String` compares them.
        return name(index) == name(other)
    }
}
