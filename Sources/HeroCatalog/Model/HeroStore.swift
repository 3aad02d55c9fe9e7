import Synchronization

/// Many heroes packed into a few flat buffers, for catalogs of a million: about 37 bytes a hero
/// (its UTF-8 name, a 4-byte end offset, a universe byte and three 4-byte numbers), instead of an
/// object and several strings each.
///
/// Names lie back to back in one UTF-8 buffer; teams, intros and icons, which repeat, are kept
/// once each in tables and referred to by number; universes take a byte. A ``Hero`` is a store
/// and a position, and builds its strings when asked, so a row costs nothing until it is drawn.
///
/// Stores are never freed: every store is kept by ``HeroStore/all`` for the life of the process,
/// and has a number, its place in a table that maps numbers to stores without a lock. That is
/// what lets a ``Hero`` be two 32-bit numbers, its store's and its position, with no reference
/// count: copying, gathering and freeing the million-row arrays of a search costs no atomic
/// operation and 8 bytes a row.
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
///
/// Heroes are added through a ``Builder`` (HeroStore+Builder.swift), or written straight into a
/// new store's buffers by a generator (``init(count:nameByteCount:teams:intros:icons:identityScheme:filling:)``).
public final class HeroStore: @unchecked Sendable {
    // @unchecked: the buffers are written once, in `init`, and only read afterwards; a store is
    // immutable from the moment any other code can see it.

    /// How a store's heroes get their identities.
    public enum IdentityScheme: Sendable {
        /// One block of numbers for the store, hero *i* taking the block's *i*-th; the names
        /// must be unique in the store.
        case block
        /// Each hero's interned name.
        case interned
    }

    /// Every store made, kept for the life of the process (see the type's documentation).
    public static let all = Mutex<[HeroStore]>([])

    /// The number the next store gets.
    private static let nextNumber = Mutex(0)

    /// The most stores a process can make.
    public static let maximumCount = 1 << 24

    /// Store *n*, for ``Hero``s to find their store by number without taking a lock. An entry is
    /// set when its store is made, under the lock of ``all``, before any hero of the store exists;
    /// a hero carrying the number was
    /// handed over since by whatever synchronized the threads (a queue, a lock), which also
    /// makes the entry visible. The table is reserved once, and only the pages of the entries set
    /// are ever touched.
    nonisolated(unsafe) private static let table = UnsafeMutablePointer<Unmanaged<HeroStore>>.allocate(
        capacity: maximumCount)

    /// The store numbered `number`.
    ///
    /// - Parameter number: A store's ``number``, as a ``Hero`` carries it.
    /// - Returns: The store, not retained: stores are never freed.
    @inline(__always)
    public static func numbered(_ number: UInt32) -> Unmanaged<HeroStore> {
        table[Int(number)]
    }

    /// The store's number, its entry in the table heroes find it by.
    public let number: UInt32

    /// The names' UTF-8 bytes, back to back.
    public let names: UnsafeBufferPointer<UInt8>
    /// Hero *i*'s name is `names[nameEnds[i]..<nameEnds[i + 1]]`; `count + 1` entries.
    public let nameEnds: UnsafeBufferPointer<UInt32>
    private let universes: UnsafeBufferPointer<Universe>
    /// Each hero's team, a position in ``teams``.
    public let teamNumbers: UnsafeBufferPointer<UInt32>
    private let introNumbers: UnsafeBufferPointer<UInt32>
    private let iconNumbers: UnsafeBufferPointer<UInt32>
    /// The distinct teams, in the order they first came.
    public let teams: [String]
    private let intros: StringTable
    private let icons: [String]

    /// The number of heroes.
    public let count: Int

    /// The identity of the first hero of a `.block` store (hero *i* has `firstIdentity + i`).
    public let firstIdentity: Int

    /// The identities of an `.interned` store's heroes; empty for a `.block` store.
    private let internedIdentities: [HeroIdentity]

    /// Whether the heroes' identities are a block of numbers reserved for the store.
    public var holdsBlock: Bool { internedIdentities.isEmpty && count > 0 }

    /// The buffers of a store being made, for ``init(count:nameByteCount:teams:intros:icons:identityScheme:filling:)``
    /// to fill.
    public struct Buffers {
        /// The names' UTF-8 bytes, back to back: `nameByteCount` bytes.
        public let names: UnsafeMutableBufferPointer<UInt8>
        /// Hero *i*'s name ends at `nameEnds[i + 1]`; `nameEnds[0]` is 0 already. `count + 1`
        /// entries.
        public let nameEnds: UnsafeMutableBufferPointer<UInt32>
        /// Each hero's universe.
        public let universes: UnsafeMutableBufferPointer<Universe>
        /// Each hero's team, a position in the teams.
        public let teamNumbers: UnsafeMutableBufferPointer<UInt32>
        /// Each hero's intro, a position in the intros.
        public let introNumbers: UnsafeMutableBufferPointer<UInt32>
        /// Each hero's icon, a position in the icons.
        public let iconNumbers: UnsafeMutableBufferPointer<UInt32>
    }

    /// Makes a store of `count` heroes whose fields `fill` writes straight into the store's
    /// buffers, so that a million generated heroes are written once, by as many threads as the
    /// caller likes, and never copied.
    ///
    /// - Parameters:
    ///   - count: The number of heroes.
    ///   - nameByteCount: The total length of their UTF-8 names.
    ///   - teams: The distinct teams, which the team numbers refer to.
    ///   - intros: The distinct intros.
    ///   - icons: The distinct icons.
    ///   - identityScheme: How the heroes get their identities.
    ///   - fill: Initializes every entry of every buffer (all names valid UTF-8, every number a
    ///     position in its table, the name ends ascending and the last one `nameByteCount`).
    /// - Complexity: O(*n*) for interned identities, O(1) besides `fill` otherwise.
    public convenience init(
        count: Int, nameByteCount: Int, teams: [String], intros: [String], icons: [String],
        identityScheme: IdentityScheme, filling fill: (Buffers) -> Void
    ) {
        self.init(
            count: count, nameByteCount: nameByteCount, teams: teams, intros: StringTable(packing: intros),
            icons: icons, identityScheme: identityScheme, filling: fill)
    }

    /// Makes a store as ``init(count:nameByteCount:teams:intros:icons:identityScheme:filling:)``
    /// does, with the intros in the table they were collected in, which the store keeps as it is.
    ///
    /// - Parameters:
    ///   - count: The number of heroes.
    ///   - nameByteCount: The total length of their UTF-8 names.
    ///   - teams: The distinct teams, which the team numbers refer to.
    ///   - intros: The distinct intros.
    ///   - icons: The distinct icons.
    ///   - identityScheme: How the heroes get their identities.
    ///   - fill: Initializes every entry of every buffer, as for the other initializer.
    /// - Complexity: O(*n*) for interned identities, O(1) besides `fill` otherwise.
    public init(
        count: Int, nameByteCount: Int, teams: [String], intros: StringTable, icons: [String],
        identityScheme: IdentityScheme, filling fill: (Buffers) -> Void
    ) {
        precondition(nameByteCount <= UInt32.max, "a store holds at most 4 GiB of names")
        number = Self.nextNumber.withLock { next in
            precondition(next < Self.maximumCount, "a process makes at most \(Self.maximumCount) stores")
            defer { next += 1 }
            return UInt32(next)
        }
        self.count = count
        let buffers = Buffers(
            names: .allocate(capacity: max(nameByteCount, 1)),
            nameEnds: .allocate(capacity: count + 1),
            universes: .allocate(capacity: max(count, 1)),
            teamNumbers: .allocate(capacity: max(count, 1)),
            introNumbers: .allocate(capacity: max(count, 1)),
            iconNumbers: .allocate(capacity: max(count, 1))
        )
        buffers.nameEnds[0] = 0
        fill(buffers)
        precondition(Int(buffers.nameEnds[count]) == nameByteCount, "the names fill their buffer")
        names = UnsafeBufferPointer(rebasing: buffers.names[..<nameByteCount])
        nameEnds = UnsafeBufferPointer(buffers.nameEnds)
        universes = UnsafeBufferPointer(rebasing: buffers.universes[..<count])
        teamNumbers = UnsafeBufferPointer(rebasing: buffers.teamNumbers[..<count])
        introNumbers = UnsafeBufferPointer(rebasing: buffers.introNumbers[..<count])
        iconNumbers = UnsafeBufferPointer(rebasing: buffers.iconNumbers[..<count])
        self.teams = teams
        self.intros = intros
        self.icons = icons
        switch identityScheme {
        case .block:
            firstIdentity = HeroIdentity.reserve(count: count)
            internedIdentities = []
        case .interned:
            firstIdentity = 0
            var identities: [HeroIdentity] = []
            identities.reserveCapacity(count)
            for index in 0..<count {
                let name = UnsafeBufferPointer(
                    rebasing: buffers.names[Int(buffers.nameEnds[index])..<Int(buffers.nameEnds[index + 1])])
                identities.append(HeroIdentity(name: String(decoding: name, as: UTF8.self)))
            }
            internedIdentities = identities
        }
        Self.all.withLock { stores in
            Self.table[Int(number)] = Unmanaged.passUnretained(self)
            stores.append(self)
        }
        #if DEBUG
            _checkInvariants()
        #endif
    }

    #if DEBUG
        /// Checks that the name ends ascend to the names' length and every number is in its table.
        public func _checkInvariants() {
            precondition(nameEnds.count == count + 1 && nameEnds[0] == 0 && Int(nameEnds[count]) == names.count)
            for index in 0..<count {
                precondition(nameEnds[index] <= nameEnds[index + 1])
                precondition(Int(teamNumbers[index]) < teams.count && Int(introNumbers[index]) < intros.count)
                precondition(Int(iconNumbers[index]) < icons.count)
            }
        }
    #endif

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
    /// - Returns: The bytes, valid as long as the store (that is, for the life of the process).
    @inline(__always)
    public func nameBytes(_ index: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: names[Int(nameEnds[Int(index)])..<Int(nameEnds[Int(index) + 1])])
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
            ? HeroIdentity(number: firstIdentity + Int(index)) : internedIdentities[Int(index)]
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
        guard universes[left] == universes[right], teamNumbers[left] == teamNumbers[right],
            introNumbers[left] == introNumbers[right], iconNumbers[left] == iconNumbers[right]
        else { return false }
        if nameBytes(index).elementsEqual(nameBytes(other)) { return true }
        // Canonically equivalent spellings are equal names, as `String` compares them.
        return name(index) == name(other)
    }
}
