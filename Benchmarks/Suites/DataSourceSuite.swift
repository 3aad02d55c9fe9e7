import Foundation
import RxCore
import SectionedData

/// `SectionedAnimatedDataSource` with its diff on a background scheduler: the main thread's CPU
/// time per update (handing the list over, applying the stages that come back), against the same
/// update diffed on the main thread, and against a model that is not `Sendable` (created with the
/// default arguments, which diffs on the main thread); and what a diff costs by size, which sets
/// the default `backgroundDiffThreshold`.
struct DataSourceSuite: BenchmarkSuite {
    let name = "datasource"
    let summary = "main-thread time per SectionedAnimatedDataSource update, diff off and on the main thread"

    func run(_ options: BenchmarkOptions) {
        MainActor.assumeIsolated {
            let scale = options.quick ? 100 : 1
            // The updates are long, so fewer of them than the other suites' repetitions.
            let updates = max(3, options.repetitions / 2)
            var table = Table(
                "workload", "main ms, diff on main", "main ms, diff off main", "spread off main", "ratio",
                "update ms, off main", "main ms, not Sendable"
            )
            let workloads = [
                DataSourceWorkload(sections: 1, items: 1_000_000 / scale),
                DataSourceWorkload(sections: 1_000 / scale, items: 1_000),
            ]
            for workload in workloads {
                // Interleaved, so that all see the same machine load.
                var onMain: [UpdateTimes] = []
                var offMain: [UpdateTimes] = []
                var notSendable: [UpdateTimes] = []
                let inline = UpdateDriver(
                    workload.a, workload.b,
                    dataSource: SectionedAnimatedDataSource<Section>(diffScheduler: nil, configureCell: noCell))
                let background = UpdateDriver(
                    workload.a, workload.b,
                    dataSource: SectionedAnimatedDataSource<Section>(
                        diffScheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated), configureCell: noCell))
                let plain = UpdateDriver(
                    workload.a.map(plainSection), workload.b.map(plainSection),
                    dataSource: SectionedAnimatedDataSource<PlainSection>(configureCell: noCell))
                precondition(background.diffsOffMainThread && !plain.diffsOffMainThread)
                inline.update()
                background.update()
                plain.update()
                for _ in 0..<updates {
                    onMain.append(inline.update())
                    offMain.append(background.update())
                    notSendable.append(plain.update())
                }
                let main = offMain.map(\.mainThreadNanoseconds).sorted()
                let inlineMedian = median(onMain.map(\.mainThreadNanoseconds))
                let backgroundMedian = median(main)
                table.append(
                    workload.name,
                    formatted(inlineMedian / 1e6, decimals: 3),
                    formatted(backgroundMedian / 1e6, decimals: 3),
                    formatted(main[0] / 1e6, decimals: 3) + "-" + formatted(main[main.count - 1] / 1e6, decimals: 3),
                    formatted(backgroundMedian / inlineMedian, decimals: 4) + "x",
                    formatted(median(offMain.map(\.wallNanoseconds)) / 1e6, decimals: 1),
                    formatted(median(notSendable.map(\.mainThreadNanoseconds)) / 1e6, decimals: 3)
                )
            }
            print("datasource: main-thread CPU time per update (median of \(updates) updates, each A->B or B->A)")
            print("mix: 10% deleted, 10% inserted, 5% moved, 5% updated; a renderer that applies at once\n")
            print(table.render())
            print()
            printDiffCostBySize(options)
        }
    }

    /// What one diff costs on the main thread by the number of items shown plus new.
    private func printDiffCostBySize(_ options: BenchmarkOptions) {
        var table = Table("items shown + new", "diff ms")
        for items in [5_000, 10_000, 20_000, 40_000, 60_000, 80_000] {
            let workload = DataSourceWorkload(sections: 1, items: items / 2)
            let sample = (0..<options.repetitions).map { _ in
                Stopwatch.sample(operations: 1) {
                    blackHole(
                        try! Diff.differencesForSectionedView(initialSections: workload.a, finalSections: workload.b))
                }.nanosecondsPerOperation
            }
            table.append(String(items), formatted(median(sample) / 1e6, decimals: 3))
        }
        print("diff cost by size (median of \(options.repetitions)); backgroundDiffThreshold is where it nears 1 ms\n")
        print(table.render())
        print()
    }
}

private func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

private typealias Section = AnimatableSectionModel<Int, DataSourceItem>

/// The same rows in a model that is not `Sendable`.
private typealias PlainSection = AnimatableSectionModel<Int, PlainItem>

@MainActor
private func noCell<S: SectionModelType>(_: SectionedDataSource<S>, _: any ListRenderer, _: ItemPath, _: S.Item)
    -> any ListCell
{
    NoCell()
}

/// A row: an identity and a version; a new version is an update.
private struct DataSourceItem: IdentifiableType, Equatable, Sendable {
    var id: Int
    var version = 0

    var identity: Int { id }
}

/// A row of a model that is not `Sendable`: the same fields, with `Sendable` ruled out.
private struct PlainItem: IdentifiableType, Equatable {
    var id: Int
    var version: Int

    var identity: Int { id }
}

@available(*, unavailable)
extension PlainItem: Sendable {}

/// A section with the same rows, in the model that is not `Sendable`.
private func plainSection(_ section: Section) -> PlainSection {
    PlainSection(model: section.model, items: section.items.map { PlainItem(id: $0.id, version: $0.version) })
}

/// Two lists, `a` and `b`, each an edit of the other's items with the diff suite's mix.
private struct DataSourceWorkload {
    let name: String
    let a: [Section]
    let b: [Section]

    init(sections: Int, items: Int) {
        name = "\(sections) section\(sections == 1 ? "" : "s") x \(items) items"
        var nextID = 0
        a = (0..<sections).map { section in
            Section(model: section, items: (0..<items).map { item in DataSourceItem(id: section * items + item) })
        }
        nextID = sections * items
        var edit = Edit()
        b = a.map { Section(model: $0.model, items: edit.apply(to: $0.items, nextID: &nextID)) }
    }
}

/// Edits a list of items: 10% deleted, 5% updated, 5% moved and 10% (of the original count)
/// inserted, at positions drawn from a multiplicative hash, so that every run edits alike.
private struct Edit {
    private var draws: UInt64 = 0

    private mutating func draw(_ bound: Int) -> Int {
        draws &+= 1
        return Int(((draws &* 0x9E37_79B9_7F4A_7C15) >> 32) % UInt64(bound))
    }

    mutating func apply(to items: [DataSourceItem], nextID: inout Int) -> [DataSourceItem] {
        let count = items.count
        var placed: [(key: Int, item: DataSourceItem)] = []
        placed.reserveCapacity(count + count / 10)
        for (index, var item) in items.enumerated() {
            let roll = draw(100)
            if roll < 10 { continue }
            if roll < 15 { item.version += 1 }
            placed.append((roll < 20 && roll >= 15 ? draw(count) * 2 + 1 : index * 2, item))
        }
        for _ in 0..<(count / 10) {
            placed.append((draw(count) * 2 + 1, DataSourceItem(id: nextID)))
            nextID += 1
        }
        return placed.sorted { $0.key < $1.key }.map(\.item)
    }
}

/// The main thread's share of one update, and how long the update took from the list's arrival
/// to its last stage.
private struct UpdateTimes {
    var mainThreadNanoseconds: Double
    var wallNanoseconds: Double
}

/// A data source bound to a renderer that applies each stage at once, fed `a` and `b` by turns.
@MainActor
private final class UpdateDriver<DriverSection: AnimatableSectionModelType> {
    private let a: [DriverSection]
    private let b: [DriverSection]
    private let renderer = ImmediateRenderer()
    private let dataSource: SectionedAnimatedDataSource<DriverSection>
    private var showsA = true

    init(_ a: [DriverSection], _ b: [DriverSection], dataSource: SectionedAnimatedDataSource<DriverSection>) {
        self.a = a
        self.b = b
        self.dataSource = dataSource
        renderer.dataSource = dataSource
        dataSource.renderer(renderer, observedEvent: .next(a))
    }

    var diffsOffMainThread: Bool { dataSource.diffsOffMainThread }

    /// Shows the other list and waits, on the main run loop, until it is shown.
    @discardableResult
    func update() -> UpdateTimes {
        showsA.toggle()
        let target = showsA ? a : b
        let batchesBefore = renderer.batchUpdates
        let cpuStart = Self.mainThreadCPUTime()
        let wallStart = Stopwatch.now()
        dataSource.renderer(renderer, observedEvent: .next(target))
        // Blocks until the main queue has work: the diff's result. Waiting costs no CPU.
        while dataSource.isDiffing || dataSource.isAnimating {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        let wallEnd = Stopwatch.now()
        let cpuEnd = Self.mainThreadCPUTime()
        precondition(renderer.batchUpdates > batchesBefore, "the update was not animated")
        return UpdateTimes(
            mainThreadNanoseconds: Double(cpuEnd - cpuStart),
            wallNanoseconds: Double(wallEnd - wallStart)
        )
    }

    /// The CPU time the calling thread has used.
    private static func mainThreadCPUTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

private struct NoCell: ListCell {}

/// A renderer that applies every batch update at once and shows nothing.
@MainActor
private final class ImmediateRenderer: ListRenderer {
    weak var dataSource: (any ListRendererDataSource)?
    var isOnScreen: Bool { true }
    private(set) var batchUpdates = 0

    func reloadData() {}

    func performBatchUpdates<Section>(
        _ changeset: Changeset<Section>,
        animation: AnimationConfiguration,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        batchUpdates += 1
        completion(true)
    }
}
