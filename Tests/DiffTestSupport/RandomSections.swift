/// Random pairs of section lists for property tests: a list and an edited copy of it.
///
/// The shapes vary from case to case: empty lists, one long section, many small sections, and
/// general lists; the edits are random deletes, inserts, moves and updates of sections and items
/// (items move into new sections and out of deleted ones too), or, now and then, an unrelated
/// list with new identities.
public struct RandomSections: Sendable {
    /// The generator every random choice draws from.
    public var generator: SplitMix64
    private var nextRowID = 0
    private var nextSectionID = 0

    /// A source of random lists drawn from `seed`: the same seed gives the same lists.
    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// A list and an edited copy, with unique identities in each.
    public mutating func pair() -> (initial: [TestSection], final: [TestSection]) {
        let initial = list()
        if chance(0.08) { return (initial, list()) }
        return (initial, edit(initial))
    }

    /// A random list of sections with unique section and row identities.
    public mutating func list() -> [TestSection] {
        let sectionCount: Int
        let maxRows: Int
        switch int(4) {
        case 0: (sectionCount, maxRows) = (int(2), 3)  // empty or nearly
        case 1: (sectionCount, maxRows) = (1, 30)  // one long section
        case 2: (sectionCount, maxRows) = (5 + int(11), 3)  // many small sections
        default: (sectionCount, maxRows) = (int(7), 8)
        }
        return (0..<sectionCount).map { _ in newSection(rows: int(maxRows + 1)) }
    }

    /// `sections` after random edits.
    public mutating func edit(_ sections: [TestSection]) -> [TestSection] {
        let deleteSection = double() * 0.3
        let retitle = double() * 0.3
        let deleteRow = double() * 0.4
        let updateRow = double() * 0.3
        let moveRow = double() * 0.3
        let insertRow = double() * 0.4

        var result: [TestSection] = []
        var moving: [Row] = []
        for var section in sections {
            guard !chance(deleteSection) else {
                // The rows of a deleted section go with it, or now and then survive elsewhere.
                moving += section.items.filter { _ in chance(moveRow) }
                continue
            }
            if chance(retitle) { section.model.title += "*" }
            var rows: [Row] = []
            for var row in section.items where !chance(deleteRow) {
                if chance(updateRow) { row.version += 1 }
                if chance(moveRow) { moving.append(row) } else { rows.append(row) }
            }
            section.items = rows
            result.append(section)
        }
        if !result.isEmpty && chance(0.4) {
            for _ in 0...int(2) {
                let from = int(result.count)
                let moved = result.remove(at: from)
                result.insert(moved, at: int(result.count + 1))
            }
        }
        for _ in 0..<int(3) where chance(0.5) {
            result.insert(newSection(rows: int(4)), at: int(result.count + 1))
        }
        // Moved rows and new rows land anywhere, in surviving or new sections.
        guard !result.isEmpty else { return result }
        let newRows = (0..<int(Int(insertRow * 8) + 1)).map { _ in freshRow() }
        for row in (moving + newRows).shuffled(using: &generator) {
            let target = int(result.count)
            result[target].items.insert(row, at: int(result[target].items.count + 1))
        }
        return result
    }

    /// `sections` with a repeated identity: a row or a section copied elsewhere.
    ///
    /// - Returns: The list and whether the repeat is a section (else a row), or `nil` when the
    ///   list has no row or section to repeat.
    public mutating func withDuplicate(_ sections: [TestSection]) -> (sections: [TestSection], isSection: Bool)? {
        var result = sections
        let rows = sections.flatMap(\.items)
        if !rows.isEmpty && chance(0.7) {
            var copy = rows[int(rows.count)]
            copy.version += int(2)
            let target = int(result.count)
            result[target].items.insert(copy, at: int(result[target].items.count + 1))
            return (result, false)
        }
        guard !sections.isEmpty else { return nil }
        let header = sections[int(sections.count)].model
        result.insert(TestSection(model: header, items: [freshRow()]), at: int(result.count + 1))
        return (result, true)
    }

    private mutating func newSection(rows: Int) -> TestSection {
        nextSectionID += 1
        let id = "S\(nextSectionID)"
        return TestSection(model: Header(id: id, title: id), items: (0..<rows).map { _ in freshRow() })
    }

    private mutating func freshRow() -> Row {
        nextRowID += 1
        return Row(id: nextRowID)
    }

    private mutating func int(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &generator)
    }

    private mutating func double() -> Double {
        Double.random(in: 0..<1, using: &generator)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        double() < probability
    }
}
