import SectionedData

/// The sectioned diff: median time per diff, and its ratio to a floor measured in the same run,
/// building a `Dictionary` from identity to index for the items of both lists.
struct DiffSuite: BenchmarkSuite {
    let name = "diff"
    let summary = "Diff.differencesForSectionedView against building identity dictionaries for both lists"

    func run(_ options: BenchmarkOptions) {
        let scale = options.quick ? 100 : 1
        var workloads: [Workload] = []
        for count in [1_000 / scale, 10_000 / scale, 100_000 / scale] {
            var random = BenchmarkRandom(seed: UInt64(count))
            let initial = [BenchSection(model: 0, items: (0..<count).map { BenchItem(id: $0) })]
            var nextID = count
            let final = [BenchSection(model: 0, items: random.edit(initial[0].items, nextID: &nextID))]
            workloads.append(Workload(name: "(a) 1 section, \(count) items, mixed", initial: initial, final: final))
        }
        workloads.append(sectioned(sections: 100, items: 1_000 / scale))
        let reversed = (0..<10_000 / scale).map { BenchItem(id: $0) }
        workloads.append(
            Workload(
                name: "(c) 1 section, \(reversed.count) items, reversed",
                initial: [BenchSection(model: 0, items: reversed)],
                final: [BenchSection(model: 0, items: reversed.reversed())]
            )
        )
        workloads.append(
            Workload(
                name: "(d) 1 section, \(reversed.count) items, all replaced",
                initial: [BenchSection(model: 0, items: reversed)],
                final: [BenchSection(model: 0, items: reversed.map { BenchItem(id: $0.id + reversed.count) })]
            )
        )
        let many = (0..<100_000 / scale).map { BenchItem(id: $0) }
        workloads.append(
            Workload(
                name: "(e) 1 section, \(many.count) items, identical",
                initial: [BenchSection(model: 0, items: many)],
                final: [BenchSection(model: 0, items: many.map { BenchItem(id: $0.id) })]
            )
        )

        var table = Table("workload", "floor ms", "diff ms", "ratio", "stages", "operations", "allocs/diff")
        for workload in workloads {
            let stages = try! Diff.differencesForSectionedView(
                initialSections: workload.initial,
                finalSections: workload.final
            )
            let comparison = Comparison.measure(
                workload.name,
                operations: 1,
                repetitions: options.repetitions,
                baseline: { blackHole(Floor.dictionaries(workload.initial, workload.final)) },
                subject: {
                    blackHole(
                        try! Diff.differencesForSectionedView(
                            initialSections: workload.initial,
                            finalSections: workload.final
                        )
                    )
                }
            )
            table.append(
                comparison.name,
                formatted(comparison.baseline.nanosecondsPerOperation / 1e6, decimals: 3),
                formatted(comparison.subject.nanosecondsPerOperation / 1e6, decimals: 3),
                formatted(comparison.ratio, decimals: 2) + "x",
                String(stages.count),
                String(stages.reduce(0) { $0 + $1.operationCount }),
                formatted(comparison.subject.allocationsPerOperation, decimals: 0)
            )
        }
        print("diff: median time per diff and its ratio to the floor (median of \(options.repetitions) runs)")
        print("floor: a Dictionary from identity to index, built for the items of both lists\n")
        print(table.render())
        print()
    }

    /// (b) `sections` × `items`, the same mix in every section, plus 5 sections inserted, 5
    /// deleted, 2 moved and 1% of the items moved to another section.
    private func sectioned(sections: Int, items: Int) -> Workload {
        var random = BenchmarkRandom(seed: 42)
        let initial = (0..<sections).map { section in
            BenchSection(model: section, items: (0..<items).map { BenchItem(id: section * items + $0) })
        }
        var nextID = sections * items
        var final = initial.map { BenchSection(model: $0.model, items: random.edit($0.items, nextID: &nextID)) }
        // Move 1% of the items to another section.
        for _ in 0..<(sections * items / 100) {
            let from = random.int(final.count)
            guard !final[from].items.isEmpty else { continue }
            let item = final[from].items.remove(at: random.int(final[from].items.count))
            let to = random.int(final.count)
            final[to].items.insert(item, at: random.int(final[to].items.count + 1))
        }
        for _ in 0..<5 { final.remove(at: random.int(final.count)) }
        for _ in 0..<2 {
            let moved = final.remove(at: random.int(final.count))
            final.insert(moved, at: random.int(final.count + 1))
        }
        for index in 0..<5 {
            let newItems = (0..<items).map { _ in BenchItem(id: nextID.advanced()) }
            final.insert(BenchSection(model: sections + index, items: newItems), at: random.int(final.count + 1))
        }
        return Workload(name: "(b) \(sections) sections x \(items) items, mixed", initial: initial, final: final)
    }
}

private typealias BenchSection = AnimatableSectionModel<Int, BenchItem>

/// A row: an identity and a version; a new version is an update.
private struct BenchItem: IdentifiableType, Equatable {
    var id: Int
    var version = 0

    var identity: Int { id }
}

private struct Workload {
    var name: String
    var initial: [BenchSection]
    var final: [BenchSection]
}

/// The floor: what any identity-based diff must at least do.
private enum Floor {
    @inline(never)
    static func dictionaries(_ initial: [BenchSection], _ final: [BenchSection]) -> Int {
        index(initial).count + index(final).count
    }

    private static func index(_ sections: [BenchSection]) -> [Int: Int] {
        var result = [Int: Int](minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
        var flat = 0
        for section in sections {
            for item in section.items {
                result[item.identity] = flat
                flat += 1
            }
        }
        return result
    }
}

/// SplitMix64, so that the workloads are the same in every run.
private struct BenchmarkRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func int(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `items` with 10% deleted, 5% updated, 5% moved and 10% (of the original count) inserted,
    /// all at random positions.
    mutating func edit(_ items: [BenchItem], nextID: inout Int) -> [BenchItem] {
        let count = items.count
        // Every item gets a position key; moved and inserted items get a random one, the others
        // keep their order; sorting by key places everything.
        var placed: [(key: Int, item: BenchItem)] = []
        placed.reserveCapacity(count + count / 10)
        for (index, var item) in items.enumerated() {
            let roll = int(100)
            if roll < 10 { continue }
            if roll < 15 { item.version += 1 }
            let key = roll < 20 && roll >= 15 ? int(count) * 2 + 1 : index * 2
            placed.append((key, item))
        }
        for _ in 0..<(count / 10) {
            placed.append((int(count) * 2 + 1, BenchItem(id: nextID.advanced())))
        }
        return placed.sorted { $0.key < $1.key }.map(\.item)
    }
}

extension Int {
    /// Returns the value and increments it.
    fileprivate mutating func advanced() -> Int {
        defer { self += 1 }
        return self
    }
}
