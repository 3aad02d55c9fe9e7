/// What the search reads of a ``HeroStore``'s heroes: the one place where Search/ meets the
/// store's storage, so that a change of the store's API changes only this file.
///
/// The fold makes one whenever a hero's store differs from the previous hero's. It holds its own
/// references to the store's name columns (the same storage, counted once when it is made), so
/// reading a hero's name by position counts no reference: several threads folding a million names
/// would otherwise all count in and out on the store's one array.
struct StoredHeroes {
    /// The store.
    let store: HeroStore

    /// The store's names' UTF-8 bytes, back to back.
    let names: [UInt8]

    private let nameEnds: [UInt32]

    /// Views the heroes of `store`.
    ///
    /// - Parameter store: A store.
    init(_ store: HeroStore) {
        self.store = store
        names = store.names
        nameEnds = store.nameEnds
    }

    /// Where hero `index`'s name lies in ``names``.
    ///
    /// - Parameter index: A position in the store.
    /// - Returns: The range of its UTF-8 bytes.
    @inline(__always)
    func nameRange(_ index: Int32) -> Range<Int> {
        Int(nameEnds[Int(index)])..<Int(nameEnds[Int(index) + 1])
    }

    /// Hero `index`'s universe.
    func universe(_ index: Int32) -> Universe { store.universe(index) }

    /// Hero `index`'s team, a position in the store's `teams`.
    func teamNumber(_ index: Int32) -> Int { Int(store.teamNumbers[Int(index)]) }
}
