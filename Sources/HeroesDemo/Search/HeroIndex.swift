import Foundation

/// Everything ``HeroFilter`` builds once: one ``HeroShelf`` per universe and the folded teams.
///
/// Building it folds every name and records which bytes and pairs of bytes each holds
/// (``FoldedHeroes``, on every core), then sorts each universe's names (``FoldedNameOrder``, one
/// universe per core) and lays them out on its shelf.
///
/// ```swift
/// let index = HeroIndex(heroes: catalog.heroes)
/// index.shelves[0].heroes  // Marvel's heroes, sorted by folded name
/// ```
struct HeroIndex: Sendable {
    /// One shelf per universe, in `Universe.allCases` order.
    let shelves: [HeroShelf]

    /// Every distinct team, folded.
    let teams: [[UInt8]]

    /// The display width of the widest name.
    let longestNameWidth: Int

    /// The display width of the widest team.
    let longestTeamWidth: Int

    /// The heroes to index: a list, or every hero of a store (which saves making the list).
    enum Source: Sendable {
        /// These heroes.
        case heroes([Hero])
        /// Every hero of this store.
        case store(HeroStore)

        /// The number of heroes.
        var count: Int {
            switch self {
            case .heroes(let heroes): heroes.count
            case .store(let store): store.count
            }
        }

        /// Hero `position`.
        @inline(__always)
        subscript(position: Int) -> Hero {
            switch self {
            case .heroes(let heroes): heroes[position]
            case .store(let store): store.hero(Int32(truncatingIfNeeded: position))
            }
        }
    }

    /// Folds and sorts `heroes`.
    ///
    /// - Parameter heroes: The heroes, in any order; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    init(heroes: [Hero]) {
        self.init(.heroes(heroes))
    }

    /// Folds and sorts every hero of `store`.
    ///
    /// - Parameter store: The heroes; their names should be unique.
    /// - Complexity: O(*n* log *n*) in the number of heroes.
    init(store: HeroStore) {
        self.init(.store(store))
    }

    private init(_ heroes: Source) {
        let folded = FoldedHeroes(count: heroes.count) { heroes[$0] }
        shelves = ConcurrentWork.map(Universe.allCases.count) { universe in
            HeroShelf(universe: UInt8(universe), folded: folded, heroes: heroes)
        }
        teams = folded.teams.map { Array(TextFolding.fold($0).utf8) }
        longestNameWidth = folded.longestNameWidth
        longestTeamWidth = folded.teams.map { DisplayWidth.of($0) }.max() ?? 0
    }
}
