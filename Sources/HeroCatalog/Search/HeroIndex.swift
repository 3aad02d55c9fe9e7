import Foundation

/// Everything ``HeroFilter`` builds once: one ``HeroShelf`` per universe and the folded teams.
///
/// Building it folds every name and records which bytes and pairs of bytes each holds
/// (``FoldedHeroes``, on every core), then sorts each universe's names (``FoldedNameOrder``, one
/// universe per core) and lays them out on its shelf.
///
/// ```swift
/// let index = HeroIndex(heroes: catalog.heroes, displayWidth: { $0.count })
/// index.shelves[0].heroes  // Marvel's heroes, sorted by folded name
/// ```
public struct HeroIndex: Sendable {
    /// One shelf per universe, in `Universe.allCases` order.
    public let shelves: [HeroShelf]

    /// Every distinct team, folded.
    public let teams: [[UInt8]]

    /// The display width of the widest name.
    public let longestNameWidth: Int

    /// The display width of the widest team.
    public let longestTeamWidth: Int

    /// The heroes to index: a list, or every hero of a store (which saves making the list).
    public enum Source: Sendable {
        /// These heroes.
        case heroes([Hero])
        /// Every hero of this store.
        case store(HeroStore)

        /// The number of heroes.
        public var count: Int {
            switch self {
            case .heroes(let heroes): heroes.count
            case .store(let store): store.count
            }
        }

        /// Hero `position`.
        @inline(__always)
        public subscript(position: Int) -> Hero {
            switch self {
            case .heroes(let heroes): heroes[position]
            case .store(let store): store.hero(Int32(truncatingIfNeeded: position))
            }
        }
    }

    /// Folds and sorts `heroes`.
    ///
    /// - Parameters:
    ///   - heroes: The heroes, in any order; their names should be unique.
    ///   - displayWidth: The columns a text takes on screen, for ``longestNameWidth`` and
    ///     ``longestTeamWidth``.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    public init(heroes: [Hero], displayWidth: @Sendable (String) -> Int) {
        self.init(.heroes(heroes), displayWidth: displayWidth)
    }

    /// Folds and sorts every hero of `store`.
    ///
    /// - Parameters:
    ///   - store: The heroes; their names should be unique.
    ///   - displayWidth: The columns a text takes on screen, for ``longestNameWidth`` and
    ///     ``longestTeamWidth``.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    public init(store: HeroStore, displayWidth: @Sendable (String) -> Int) {
        self.init(.store(store), displayWidth: displayWidth)
    }

    private init(_ heroes: Source, displayWidth: @Sendable (String) -> Int) {
        let folded = FoldedHeroes(count: heroes.count, displayWidth: displayWidth) { heroes[$0] }
        shelves = ConcurrentWork.map(Universe.allCases.count) { universe in
            HeroShelf(universe: UInt8(universe), folded: folded, heroes: heroes)
        }
        teams = folded.teams.map { Array(TextFolding.fold($0).utf8) }
        longestNameWidth = folded.longestNameWidth
        longestTeamWidth = folded.teams.map(displayWidth).max() ?? 0
    }
}
