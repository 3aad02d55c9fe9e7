// Laying out one universe's shelf: its heroes sorted by folded name, with what a scan reads of
// them gathered in that order.

extension HeroShelf {
    /// The shelf of one universe.
    ///
    /// The sorted order visits the heroes at random, so each list is gathered by a loop of its
    /// own that does little else: the processor then has many of the gather's cache misses in
    /// flight at once, which a loop appending to six lists would not allow. The names and their
    /// ends share a loop, since both come from one read of a hero's range.
    ///
    /// - Parameters:
    ///   - universe: The universe's ``Universe/position``.
    ///   - folded: Every hero, folded.
    ///   - heroes: The same heroes.
    /// - Complexity: O(*n* log *n*) in the universe's heroes, to sort them.
    public init(universe: UInt8, folded: FoldedHeroes, heroes: HeroIndex.Source) {
        let members = folded.members(of: universe)
        let order = FoldedNameOrder.sorted(
            members, text: folded.text, name: { folded.nameRange(Int($0)) }, original: { heroes[Int($0)].name })
        switch heroes {
        case .heroes(let list):
            self.heroes = order.map { list[Int($0)] }
        case .store(let store):
            let number = store.number
            self.heroes = order.map { Hero(storeNumber: number, index: Int32(bitPattern: $0)) }
        }
        teams = order.map { folded.team(Int($0)) }
        masks = order.map { folded.mask(Int($0)) }
        pairs = order.map { folded.pairs(Int($0)) }
        var ends: [UInt32] = [0]
        ends.reserveCapacity(order.count + 1)
        var text: [UInt8] = []
        text.reserveCapacity(members.reduce(0) { $0 + folded.nameRange(Int($1)).count })
        for hero in order {
            RawBytes.append(folded.text, in: folded.nameRange(Int(hero)), to: &text)
            ends.append(UInt32(text.count))
        }
        self.ends = ends
        self.text = text
        #if DEBUG
            _checkInvariants()
        #endif
    }
}
