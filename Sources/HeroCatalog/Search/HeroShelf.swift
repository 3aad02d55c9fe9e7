/// The heroes of one universe sorted by name, with what a search reads of them laid out flat:
/// their folded names back to back, their teams as numbers, their ``CharacterMask``s and
/// ``PairMask``s, so a scan reads memory in order, tests each distinct team once and skips most
/// names by their masks.
///
/// ```swift
/// let shelf = HeroIndex(heroes: catalog.heroes, displayWidth: { $0.count }).shelves[0]
/// shelf.heroes.count == shelf.masks.count      // one mask per hero
/// shelf.name(0)                                // the first hero's folded name
/// ```
public struct HeroShelf: Sendable {
    /// The heroes, sorted.
    public var heroes: [Hero] = []

    /// The folded names, back to back.
    public var text: [UInt8] = []

    /// Hero *i*'s folded name is `text[ends[i]..<ends[i + 1]]`; one more entry than heroes.
    public var ends: [UInt32] = [0]

    /// Hero *i*'s team, a position in ``HeroIndex/teams``.
    public var teams: [UInt32] = []

    /// The mask of hero *i*'s folded name.
    public var masks: [CharacterMask] = []

    /// The mask of the pairs of adjacent bytes of hero *i*'s folded name.
    public var pairs: [PairMask] = []

    /// Hero `position`'s folded name.
    ///
    /// - Parameter position: A position on the shelf.
    /// - Returns: The folded name's UTF-8 bytes.
    public func name(_ position: Int) -> ArraySlice<UInt8> {
        text[Int(ends[position])..<Int(ends[position + 1])]
    }

    #if DEBUG
        /// Checks that every per-hero list has one entry per hero and the offsets are in order.
        public func _checkInvariants() {
            precondition(ends.count == heroes.count + 1 && teams.count == heroes.count && masks.count == heroes.count)
            precondition(pairs.count == heroes.count)
            precondition(ends.first == 0 && Int(ends.last!) == text.count)
            precondition(zip(ends, ends.dropFirst()).allSatisfy { $0 <= $1 })
        }
    #endif
}
