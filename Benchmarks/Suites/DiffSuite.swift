import SectionedData
import SeededRandom

/// The sectioned diff: median time per diff, and its ratio to two floors measured in the same
/// run, interleaved with it: a `Dictionary` from identity to index for the items of both lists,
/// and the cheapest identity table we know for both lists (open addressing over hashes computed a
/// block ahead).
struct DiffSuite: BenchmarkSuite {
    let name = "diff"
    let summary = "Diff.differencesForSectionedView against two identity tables built for both lists"

    func run(_ options: BenchmarkOptions) {
        let scale = options.quick ? 100 : 1
        var workloads: [Workload] = []
        for count in [1_000 / scale, 10_000 / scale, 100_000 / scale] {
            workloads.append(oneSection(count: count, label: "(a)"))
        }
        workloads.append(sectioned(sections: 100, items: 1_000 / scale, label: "(b)"))
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
        workloads.append(oneSection(count: 1_000_000 / scale, label: "(f)"))
        workloads.append(sectioned(sections: 1_000 / (options.quick ? 10 : 1), items: 1_000 / scale, label: "(g)"))

        var table = Table(
            "workload", "dictionary ms", "table ms", "diff ms", "diff / dictionary", "diff / table", "stages",
            "operations", "allocs/diff"
        )
        for workload in workloads {
            let stages = try! Diff.differencesForSectionedView(
                initialSections: workload.initial,
                finalSections: workload.final
            )
            let diff = {
                blackHole(
                    try! Diff.differencesForSectionedView(
                        initialSections: workload.initial, finalSections: workload.final)
                )
            }
            let allocations = Stopwatch.sample(operations: 1, diff).allocationsPerOperation
            let measurement = Interleaved.measure(
                repetitions: options.repetitions,
                [
                    { blackHole(Floor.dictionaries(workload.initial, workload.final)) },
                    { blackHole(Floor.identityTables(workload.initial, workload.final)) },
                    diff,
                ]
            )
            table.append(
                workload.name,
                formatted(measurement.median(0) / 1e6, decimals: 3),
                formatted(measurement.median(1) / 1e6, decimals: 3),
                formatted(measurement.median(2) / 1e6, decimals: 3),
                measurement.ratio(2, to: 0).formattedRatio(),
                measurement.ratio(2, to: 1).formattedRatio(),
                String(stages.count),
                String(stages.reduce(0) { $0 + $1.operationCount }),
                formatted(allocations, decimals: 0)
            )
        }
        print(
            "diff: median time per diff and per-round ratios to two floors, median (quartiles) of "
                + "\(options.repetitions) interleaved rounds"
        )
        print("dictionary: a Dictionary from identity to index, built for the items of both lists")
        print("table: the cheapest identity table we know, open addressing over hashes computed a block ahead\n")
        print(table.render())
        print()
    }

    /// (a) and (f): one section of `count` items with the mix of ``BenchmarkRandom/edit(_:nextID:)``.
    private func oneSection(count: Int, label: String) -> Workload {
        var random = BenchmarkRandom(seed: UInt64(count))
        let initial = [BenchSection(model: 0, items: (0..<count).map { BenchItem(id: $0) })]
        var nextID = count
        let final = [BenchSection(model: 0, items: random.edit(initial[0].items, nextID: &nextID))]
        return Workload(name: "\(label) 1 section, \(count) items, mixed", initial: initial, final: final)
    }

    /// (b) and (g): `sections` × `items`, the same mix in every section, plus 5 sections inserted,
    /// 5 deleted, 2 moved and 1% of the items moved to another section.
    private func sectioned(sections: Int, items: Int, label: String) -> Workload {
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
        return Workload(name: "\(label) \(sections) sections x \(items) items, mixed", initial: initial, final: final)
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

/// The floors: what any identity-based diff must at least do, pairing the identities of both lists.
private enum Floor {
    /// A `Dictionary` from identity to flat index for each list.
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

    /// One open-addressing table for both lists, the cheapest we know: each identity hashed once,
    /// a block of 512 at a time, before the block is inserted while the slot 16 places ahead is
    /// read, so that many cache misses are in flight at once; 4-byte slots holding identity
    /// numbers, at most half full; the identities in a side array by number. Initial identities
    /// are inserted, final ones looked up and inserted when new.
    @inline(never)
    static func identityTables(_ initial: [BenchSection], _ final: [BenchSection]) -> Int {
        let count = initial.reduce(0) { $0 + $1.items.count } + final.reduce(0) { $0 + $1.items.count }
        var bits: UInt64 = 4
        while 1 << bits < 2 * count { bits += 1 }
        let slotCount = 1 << Int(bits)
        let mask = slotCount - 1
        let slots = UnsafeMutablePointer<UInt32>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        let identities = UnsafeMutablePointer<Int>.allocate(capacity: max(count, 1))
        let blockSlots = UnsafeMutablePointer<Int>.allocate(capacity: 512)
        defer {
            slots.deallocate()
            identities.deallocate()
            blockSlots.deallocate()
        }
        var numbered = 0
        var found = 0
        var readAhead: UInt32 = 0
        for sections in [initial, final] {
            for section in sections {
                section.items.withUnsafeBufferPointer { items in
                    var blockStart = 0
                    while blockStart < items.count {
                        let blockEnd = min(blockStart + 512, items.count)
                        for index in blockStart..<blockEnd {
                            let mixed =
                                UInt64(UInt(bitPattern: items[index].identity.hashValue)) &* 0x9E37_79B9_7F4A_7C15
                            blockSlots[index - blockStart] = Int(truncatingIfNeeded: mixed >> (64 - bits))
                        }
                        for index in blockStart..<blockEnd {
                            let offset = index - blockStart
                            if offset + 16 < blockEnd - blockStart { readAhead |= slots[blockSlots[offset + 16]] }
                            let identity = items[index].identity
                            var slot = blockSlots[offset]
                            while true {
                                let entry = Int(slots[slot])
                                if entry == 0 {
                                    identities[numbered] = identity
                                    numbered += 1
                                    slots[slot] = UInt32(numbered)
                                    break
                                }
                                if identities[entry - 1] == identity {
                                    found += 1
                                    break
                                }
                                slot = (slot + 1) & mask
                            }
                        }
                        blockStart = blockEnd
                    }
                }
            }
        }
        return numbered + found + Int(readAhead & 1)
    }
}

/// The workloads' random choices, from a seeded SplitMix64 so that they are the same in every run.
private struct BenchmarkRandom {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func next() -> UInt64 {
        generator.next()
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
