#if canImport(UIKit) && UIKIT_MODEL
    import TestSupport
    import UIKit
    import XCTest

    /// Random valid batch updates, written from the lists' identities by UIKit's rules, leave the model's counts
    /// equal to the data source's and every surviving, unreloaded row on its old cell; skipping a batch's deletes is
    /// reported.
    // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
    final class UIKitModelRandomBatchTests: XCTestCase {
        private struct Section {
            var id: Int
            var items: [String]
        }

        /// One batch, as the calls a caller makes.
        private struct Batch {
            var deletedSections = IndexSet()
            var insertedSections = IndexSet()
            var sectionMoves: [(Int, Int)] = []
            var deletedRows: [IndexPath] = []
            var insertedRows: [IndexPath] = []
            var reloadedRows: [IndexPath] = []
            var rowMoves: [(IndexPath, IndexPath)] = []
            /// The items whose cells survive: moved, or kept in place and not reloaded (an item that crosses into
            /// an inserted section or out of a deleted one is deleted and inserted, so it gets a new cell).
            var keepingCells: Set<String> = []
        }

        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        private static func seed() -> UInt64 {
            if let text = ProcessInfo.processInfo.environment["UIKIT_MODEL_SEED"], let seed = UInt64(text) {
                return seed
            }
            return UInt64.random(in: 0...UInt64.max)
        }

        @MainActor private static var nextID = 0

        @MainActor private static func newItem() -> String {
            nextID += 1
            return "i\(nextID)"
        }

        @MainActor private static func newSection(_ random: inout SplitMix64) -> Section {
            nextID += 1
            return Section(id: nextID, items: (0..<random.next(below: 4)).map { _ in newItem() })
        }

        @MainActor private static func mutate(_ old: [Section], _ random: inout SplitMix64) -> [Section] {
            var new = old.filter { _ in random.next(below: 7) != 0 }
            for _ in 0..<random.next(below: 3) where new.count > 1 {
                let section = new.remove(at: random.next(below: new.count))
                new.insert(section, at: random.next(below: new.count + 1))
            }
            for _ in 0..<random.next(below: 3) {
                new.insert(newSection(&random), at: random.next(below: new.count + 1))
            }
            for index in new.indices { new[index].items.removeAll { _ in random.next(below: 5) == 0 } }
            for _ in 0..<random.next(below: 4) where !new.isEmpty {
                let from = random.next(below: new.count)
                guard !new[from].items.isEmpty else { continue }
                let item = new[from].items.remove(at: random.next(below: new[from].items.count))
                let to = random.next(below: new.count)
                new[to].items.insert(item, at: random.next(below: new[to].items.count + 1))
            }
            for _ in 0..<random.next(below: 4) where !new.isEmpty {
                let to = random.next(below: new.count)
                new[to].items.insert(newItem(), at: random.next(below: new[to].items.count + 1))
            }
            return new
        }

        /// The calls that take `old` to `new`: sections and rows that keep their order relative to each other stay
        /// implicit, a random share of the others is moved explicitly, some unmoved rows are reloaded.
        @MainActor private static func batch(from old: [Section], to new: [Section], _ random: inout SplitMix64)
            -> Batch
        {
            var batch = Batch()
            let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
            var lastKept = -1
            for (index, section) in old.enumerated() {
                guard let target = newSectionIndex[section.id] else {
                    batch.deletedSections.insert(index)
                    continue
                }
                if target > lastKept && random.next(below: 5) != 0 {
                    lastKept = target
                } else {
                    batch.sectionMoves.append((index, target))
                }
            }
            for (index, section) in new.enumerated() where oldSectionIndex[section.id] == nil {
                batch.insertedSections.insert(index)
            }
            var oldLocation: [String: IndexPath] = [:]
            var newLocation: [String: IndexPath] = [:]
            for (s, section) in old.enumerated() {
                for (r, item) in section.items.enumerated() { oldLocation[item] = IndexPath(row: r, section: s) }
            }
            for (s, section) in new.enumerated() {
                for (r, item) in section.items.enumerated() { newLocation[item] = IndexPath(row: r, section: s) }
            }
            for (s, section) in old.enumerated() where newSectionIndex[section.id] != nil {
                var lastKeptRow = -1
                for (r, item) in section.items.enumerated() {
                    let from = IndexPath(row: r, section: s)
                    guard let to = newLocation[item], oldSectionIndex[new[to.section].id] != nil else {
                        batch.deletedRows.append(from)
                        continue
                    }
                    if new[to.section].id == section.id && to.row > lastKeptRow && random.next(below: 6) != 0 {
                        lastKeptRow = to.row
                        if random.next(below: 10) == 0 {
                            batch.reloadedRows.append(from)
                        } else {
                            batch.keepingCells.insert(item)
                        }
                    } else {
                        batch.rowMoves.append((from, to))
                        batch.keepingCells.insert(item)
                    }
                }
            }
            for (s, section) in new.enumerated() where oldSectionIndex[section.id] != nil {
                for (r, item) in section.items.enumerated() {
                    let survived = oldLocation[item].map { newSectionIndex[old[$0.section].id] != nil } ?? false
                    if !survived { batch.insertedRows.append(IndexPath(row: r, section: s)) }
                }
            }
            return batch
        }

        @MainActor private static func perform(_ batch: Batch, on table: UITableView, skippingDeletes: Bool = false) {
            table.performBatchUpdates {
                table.deleteSections(batch.deletedSections, with: .fade)
                table.insertSections(batch.insertedSections, with: .fade)
                for (from, to) in batch.sectionMoves { table.moveSection(from, toSection: to) }
                if !skippingDeletes { table.deleteRows(at: batch.deletedRows, with: .fade) }
                table.insertRows(at: batch.insertedRows, with: .fade)
                table.reloadRows(at: batch.reloadedRows, with: .fade)
                for (from, to) in batch.rowMoves { table.moveRow(at: from, to: to) }
            }
        }

        @MainActor private static func makeTable(_ sections: [Section]) -> (
            UITableView, UIKitModelTableSource, UIWindow
        ) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 10_000), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let source = UIKitModelTableSource(sections.map(\.items))
            table.dataSource = source
            window.addSubview(table)
            return (table, source, window)
        }

        func testRandomValidBatchesKeepCountsAndCells() {
            MainActor.assumeIsolated {
                let seed = Self.seed()
                print("UIKitModelRandomBatchTests seed: \(seed) (rerun with UIKIT_MODEL_SEED=\(seed))")
                var random = SplitMix64(seed: seed)
                let messages = recordUIKitInconsistencies()
                var state = (0..<3).map { _ in Self.newSection(&random) }
                let (table, source, window) = Self.makeTable(state)
                for round in 0..<300 {
                    let new = Self.mutate(state, &random)
                    let calls = Self.batch(from: state, to: new, &random)
                    let oldCells = Dictionary(
                        uniqueKeysWithValues: table.visibleCells.map { ($0.textLabel?.text ?? "", $0) })
                    source.sections = new.map(\.items)
                    Self.perform(calls, on: table)
                    let context = "seed \(seed), round \(round)"
                    XCTAssertEqual(messages(), [], context)
                    XCTAssertEqual(table.numberOfSections, new.count, context)
                    for (index, section) in new.enumerated() {
                        XCTAssertEqual(table.numberOfRows(inSection: index), section.items.count, context)
                        for (row, item) in section.items.enumerated() {
                            guard let cell = table.cellForRow(at: IndexPath(row: row, section: index)) else {
                                return XCTFail("no cell for \(item) at [\(index), \(row)], \(context)")
                            }
                            XCTAssertEqual(cell.textLabel?.text, item, context)
                            if let old = oldCells[item] {
                                XCTAssertEqual(old === cell, calls.keepingCells.contains(item), "\(item), \(context)")
                            }
                        }
                    }
                    if messages() != [] { return }
                    state = new
                }
                XCTAssertNotNil(window)
            }
        }

        func testSkippingTheRowDeletesOfARandomBatchIsReported() {
            MainActor.assumeIsolated {
                let seed = Self.seed()
                print("UIKitModelRandomBatchTests seed: \(seed) (rerun with UIKIT_MODEL_SEED=\(seed))")
                var random = SplitMix64(seed: seed)
                var checked = 0
                for _ in 0..<50 {
                    let messages = recordUIKitInconsistencies()
                    let state = (0..<3).map { _ in Self.newSection(&random) }
                    let (table, source, _) = Self.makeTable(state)
                    let new = Self.mutate(state, &random)
                    let calls = Self.batch(from: state, to: new, &random)
                    guard !calls.deletedRows.isEmpty else { continue }
                    source.sections = new.map(\.items)
                    Self.perform(calls, on: table, skippingDeletes: true)
                    XCTAssertEqual(messages().count, 1, "seed \(seed)")
                    XCTAssertTrue(
                        messages().first?.hasPrefix("Invalid update: invalid number of rows in section ") ?? false,
                        "\(messages()), seed \(seed)")
                    checked += 1
                }
                XCTAssertGreaterThan(checked, 10, "seed \(seed)")
            }
        }
    }
#endif
