#if canImport(UIKit) && UIKIT_MODEL
    import Foundation
    import RxCore
    import SectionedData
    import UIKit

    /// `RxTableViewSectionedAnimatedDataSource` with its default settings, bound to a table of the
    /// UIKit model in a window: the main thread's CPU time per update at a million rows (handing the
    /// list to the background diff, applying the stages in the table's batch updates, the table's
    /// own bookkeeping), against `SectionedAnimatedDataSource` with its default settings and a
    /// renderer that applies each stage at once, fed the same lists in the same run.
    ///
    /// Built only with the UIKit model (`Scripts/check_uikit.sh --bench`): the times include the
    /// model's batch-update checks, not Apple's UIKit.
    struct UIKitSuite: BenchmarkSuite {
        let name = "uikit"
        let summary = "main-thread time per RxTableViewSectionedAnimatedDataSource update (UIKit model builds only)"

        func run(_ options: BenchmarkOptions) {
            MainActor.assumeIsolated {
                let rows = options.quick ? 10_000 : 1_000_000
                let updates = max(3, options.repetitions)
                var table = Table(
                    "workload", "table ms", "spread", "SectionedAnimatedDataSource ms", "spread", "ratio")
                for changed in [100, rows * 3 / 10] {
                    let a = [UIKitBenchSection(model: 0, items: (0..<rows).map { UIKitBenchItem(id: $0) })]
                    let b = [UIKitBenchSection(model: 0, items: edited(a[0].items, changing: changed, nextID: rows))]
                    let tableDriver = TableUpdateDriver(a, b)
                    let rendererDriver = RendererUpdateDriver(a, b)
                    var tableTimes: [Double] = []
                    var rendererTimes: [Double] = []
                    tableDriver.update()
                    rendererDriver.update()
                    // Interleaved, so that both see the same machine load.
                    for _ in 0..<updates {
                        tableTimes.append(tableDriver.update())
                        rendererTimes.append(rendererDriver.update())
                    }
                    tableTimes.sort()
                    rendererTimes.sort()
                    let tableMedian = tableTimes[tableTimes.count / 2]
                    let rendererMedian = rendererTimes[rendererTimes.count / 2]
                    table.append(
                        "1 section x \(rows) rows, \(changed) changed",
                        formatted(tableMedian / 1e6, decimals: 3),
                        formatted(tableTimes[0] / 1e6, decimals: 3) + "-"
                            + formatted(tableTimes[tableTimes.count - 1] / 1e6, decimals: 3),
                        formatted(rendererMedian / 1e6, decimals: 3),
                        formatted(rendererTimes[0] / 1e6, decimals: 3) + "-"
                            + formatted(rendererTimes[rendererTimes.count - 1] / 1e6, decimals: 3),
                        formatted(tableMedian / rendererMedian, decimals: 2) + "x"
                    )
                }
                print(
                    "uikit: main-thread CPU time per update, default settings (median of \(updates), each A->B or B->A)"
                )
                print("changes: a quarter each deleted, inserted, moved, updated; the table is the UIKit model's\n")
                print(table.render())
                print()
            }
        }
    }

    private typealias UIKitBenchSection = AnimatableSectionModel<Int, UIKitBenchItem>

    /// A row: an identity and a version; a new version is an update.
    private struct UIKitBenchItem: IdentifiableType, Equatable, Sendable {
        var id: Int
        var version = 0

        var identity: Int { id }
    }

    /// `items` with about `changing` rows changed, a quarter each deleted, updated, moved and
    /// inserted, at positions drawn from a multiplicative hash, so that every run edits alike.
    ///
    /// - Complexity: O(*n* log *n*): each row gets a sort key, its old position or a random one.
    private func edited(_ items: [UIKitBenchItem], changing: Int, nextID: Int) -> [UIKitBenchItem] {
        var draws: UInt64 = 0
        func draw(_ bound: Int) -> Int {
            draws &+= 1
            return Int(((draws &* 0x9E37_79B9_7F4A_7C15) >> 32) % UInt64(bound))
        }
        let quarter = changing / 4
        var placed: [(key: Int, item: UIKitBenchItem)] = []
        placed.reserveCapacity(items.count + quarter)
        for (index, var item) in items.enumerated() {
            let roll = draw(items.count)
            if roll < quarter { continue }
            if roll < 2 * quarter { item.version += 1 }
            placed.append((roll < 3 * quarter && roll >= 2 * quarter ? draw(items.count) * 2 + 1 : index * 2, item))
        }
        for index in 0..<quarter {
            placed.append((draw(items.count) * 2 + 1, UIKitBenchItem(id: nextID + index)))
        }
        return placed.sorted { $0.key < $1.key }.map(\.item)
    }

    /// The CPU time the calling thread has used, in nanoseconds.
    private func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// A table in a window, bound to a data source created with the default arguments, fed `a` and
    /// `b` by turns.
    @MainActor
    private final class TableUpdateDriver {
        private let lists: [[UIKitBenchSection]]
        private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        private let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        private let dataSource = RxTableViewSectionedAnimatedDataSource<UIKitBenchSection>(
            configureCell: { _, tableView, indexPath, _ in
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            })
        private var next = 1

        init(_ a: [UIKitBenchSection], _ b: [UIKitBenchSection]) {
            lists = [a, b]
            precondition(dataSource.diffsOffMainThread)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            window.addSubview(tableView)
            tableView.dataSource = dataSource
            dataSource.tableView(tableView, observedEvent: .next(a))
        }

        /// Shows the other list; returns the main thread's CPU time until it is shown.
        @discardableResult
        func update() -> Double {
            let start = threadCPUTime()
            dataSource.tableView(tableView, observedEvent: .next(lists[next]))
            // Blocks until the main queue has work: the diff's result. Waiting costs no CPU.
            while dataSource.isDiffing || dataSource.isAnimating {
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            }
            let end = threadCPUTime()
            precondition(tableView.numberOfRows(inSection: 0) == lists[next][0].items.count)
            next = 1 - next
            return end - start
        }
    }

    private struct NoCell: ListCell {}

    /// `SectionedAnimatedDataSource` with the default arguments, bound to a renderer that applies
    /// each stage at once, fed `a` and `b` by turns.
    @MainActor
    private final class RendererUpdateDriver: ListRenderer {
        weak var dataSource: (any ListRendererDataSource)?
        var isOnScreen: Bool { true }
        private let lists: [[UIKitBenchSection]]
        private let sectionedDataSource = SectionedAnimatedDataSource<UIKitBenchSection>(configureCell: { _, _, _, _ in
            NoCell()
        })
        private var next = 1

        init(_ a: [UIKitBenchSection], _ b: [UIKitBenchSection]) {
            lists = [a, b]
            dataSource = sectionedDataSource
            sectionedDataSource.renderer(self, observedEvent: .next(a))
        }

        func reloadData() {}

        func performBatchUpdates<Section>(
            _ changeset: Changeset<Section>,
            animation: AnimationConfiguration,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            completion(true)
        }

        /// Shows the other list; returns the main thread's CPU time until it is shown.
        @discardableResult
        func update() -> Double {
            let start = threadCPUTime()
            sectionedDataSource.renderer(self, observedEvent: .next(lists[next]))
            while sectionedDataSource.isDiffing || sectionedDataSource.isAnimating {
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            }
            let end = threadCPUTime()
            next = 1 - next
            return end - start
        }
    }
#endif
