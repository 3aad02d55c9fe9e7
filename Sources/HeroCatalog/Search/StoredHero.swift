/// What the search reads of one hero of a ``HeroStore``: the one place where Search/ meets the
/// store's storage, so that a change of the store's API changes only this file.
struct StoredHero {
    /// The store holding the hero.
    let store: HeroStore

    /// The hero's number in the store.
    let index: Int32

    /// The UTF-8 bytes of the hero's name, as the store holds them; valid while `store` lives.
    var nameBytes: some Collection<UInt8> { store.nameBytes(index) }

    /// The hero's universe.
    var universe: Universe { store.universe(index) }

    /// The hero's team, a position in the store's `teams`.
    var teamNumber: Int { Int(store.teamNumbers[Int(index)]) }
}
