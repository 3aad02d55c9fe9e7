// Laying out one universe's shelf: its heroes sorted by folded name, with what a scan reads of
// them gathered in that order.

extension HeroShelf {
    /// The shelf of one universe.
    ///
    /// The sorted order visits the heroes at random, so each list is gathered by a loop of its
    /// own that does nothing else: the processor then has many of the gather's cache misses in
    /// flight at once, which a loop appending to six lists would not allow.
    ///
    /// - Parameters:
    ///   - universe: The universe's ``Universe/position``.
    ///   - folded: Every hero, folded.
    ///   - heroes: The same heroes.
    /// - Complexity: O(*n* log *n*) in the universe's heroes, to sort them.
    public init(universe: UInt8, folded: FoldedHeroes, heroes: HeroIndex.Source) {
        let members = folded.members(of: universe)
        let order = FoldedNameOrder.sorted(
            members, name: { folded.name(Int($0)) }, original: { heroes[Int($0)].name })
        switch heroes {
        case .heroes(let list):
            self.heroes = Self.gather(order) { list[Int($0)] }
        case .store(let store):
            let number = store.number
            self.heroes = order.map { Hero(storeNumber: number, index: Int32(bitPattern: $0)) }
        }
        teams = Self.gather(order) { folded.team(Int($0)) }
        masks = Self.gather(order) { folded.mask(Int($0)) }
        pairs = Self.gather(order) { folded.pairs(Int($0)) }
        ends = [UInt32](unsafeUninitializedCapacity: order.count + 1) { buffer, count in
            var end: UInt32 = 0
            buffer[0] = 0
            for (position, hero) in order.enumerated() {
                end += UInt32(folded.name(Int(hero)).count)
                buffer[position + 1] = end
            }
            count = order.count + 1
        }
        text = Self.gatherText(order, from: folded, shelfEnds: ends)
        #if DEBUG
            _checkInvariants()
        #endif
    }

    /// `element` of each position of `order`, in order.
    @inline(__always)
    private static func gather<Element>(_ order: [UInt32], _ element: (UInt32) -> Element) -> [Element] {
        [Element](unsafeUninitializedCapacity: order.count) { buffer, count in
            for (position, index) in order.enumerated() {
                (buffer.baseAddress! + position).initialize(to: element(index))
            }
            count = order.count
        }
    }

    /// The folded names of `order`'s heroes back to back, then ``NeedleMatcher/padding`` zeros.
    ///
    /// A name of up to ``FoldedHeroes/copyPadding`` bytes is copied as four words (each run of
    /// folded names has that many readable bytes after its last, and the buffer as many spare
    /// bytes after its end); the next name overwrites what a copy wrote past its name's end.
    private static func gatherText(_ order: [UInt32], from folded: FoldedHeroes, shelfEnds: [UInt32]) -> [UInt8] {
        let textCount = Int(shelfEnds.last!)
        let capacity = textCount + NeedleMatcher.padding + FoldedHeroes.copyPadding
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let output = UnsafeMutableRawPointer(buffer.baseAddress!)
            for (position, hero) in order.enumerated() {
                let name = folded.name(Int(hero))
                let source = UnsafeRawPointer(name.baseAddress!)
                let target = output + Int(shelfEnds[position])
                if name.count <= FoldedHeroes.copyPadding {
                    for word in 0..<4 {
                        target.storeBytes(
                            of: (source + word * 8).loadUnaligned(as: UInt64.self), toByteOffset: word * 8,
                            as: UInt64.self)
                    }
                } else {
                    target.copyMemory(from: source, byteCount: name.count)
                }
            }
            (buffer.baseAddress! + textCount).initialize(repeating: 0, count: NeedleMatcher.padding)
            count = textCount + NeedleMatcher.padding
        }
    }
}
