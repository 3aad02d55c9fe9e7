#if canImport(UIKit) && UIKIT_MODEL
    import UIKit
    import XCTest

    /// The table view model keeps its own counts, checks batch updates by UIKit's rules, and manages cells and
    /// delegate calls as UIKit does.
    /// A table in a 320x480 window's reach (not in it until a test adds it), five rows tall, fed by a recording data
    /// source and delegate.
    @MainActor private final class TableFixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 5), style: .plain)
        let source = UIKitModelTableSource([["a", "b"]])
        let delegate = UIKitModelRecordingDelegate()

        init() {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = source
            table.delegate = delegate
        }

        func texts() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }
    }

    /// The table view model keeps its own counts, checks batch updates by UIKit's rules, and manages cells and
    /// delegate calls as UIKit does.
    // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
    final class UIKitModelTableViewTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        func testCountsComeFromTheDataSourceOnceAndAreKeptUntilReload() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                XCTAssertEqual(f.table.numberOfSections, 1)
                XCTAssertEqual(f.table.numberOfRows(inSection: 0), 2)
                f.source.sections[0].append("c")
                XCTAssertEqual(f.table.numberOfRows(inSection: 0), 2, "the table keeps its own count")
                f.table.reloadData()
                XCTAssertEqual(f.table.numberOfRows(inSection: 0), 3)
            }
        }

        func testFirstLayoutInAWindowDequeuesCellsAndCallsWillDisplay() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                XCTAssertTrue(f.table.visibleCells.isEmpty)
                f.window.addSubview(f.table)
                XCTAssertNotNil(f.table.window)
                XCTAssertEqual(f.texts(), ["a", "b"])
                XCTAssertEqual(f.delegate.log, ["willDisplay a [0, 0]", "willDisplay b [0, 1]"])
            }
        }

        func testAMissingSectionCountIsReportedWithUIKitsExactMessage() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                let messages = recordUIKitInconsistencies()
                _ = f.table.numberOfSections
                f.source.sections[0].append("c")
                f.table.performBatchUpdates({})
                XCTAssertEqual(
                    messages(),
                    [
                        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                            + "section after the update (3) must be equal to the number of rows contained in that section "
                            + "before the update (2), plus or minus the number of rows inserted or deleted from that section "
                            + "(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that "
                            + "section (0 moved in, 0 moved out)."
                    ])
            }
        }

        func testAWrongSectionCountIsReportedWithUIKitsExactMessage() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                let messages = recordUIKitInconsistencies()
                _ = f.table.numberOfSections
                f.source.sections.append(["x"])
                f.table.beginUpdates()
                f.table.endUpdates()
                XCTAssertEqual(
                    messages(),
                    [
                        "Invalid update: invalid number of sections. The number of sections contained in the table view "
                            + "after the update (2) must be equal to the number of sections contained in the table view "
                            + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, "
                            + "0 deleted)."
                    ])
            }
        }

        func testAValidBatchPassesAndUpdatesTheCounts() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                let messages = recordUIKitInconsistencies()
                _ = f.table.numberOfSections
                f.source.sections = [["b", "c", "a"], ["x"]]
                var completed: [Bool] = []
                f.table.performBatchUpdates(
                    {
                        f.table.insertSections([1], with: .automatic)
                        f.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
                        f.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                    }, completion: { completed.append($0) })
                XCTAssertEqual(messages(), [])
                XCTAssertEqual(completed, [true])
                XCTAssertEqual(f.table.numberOfSections, 2)
                XCTAssertEqual(f.table.numberOfRows(inSection: 0), 3)
                XCTAssertEqual(f.table.numberOfRows(inSection: 1), 1)
            }
        }

        func testBrokenIndexRulesAreReported() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                let messages = recordUIKitInconsistencies()
                _ = f.table.numberOfSections
                f.source.sections = [["a"]]
                f.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
                f.table.reloadData()
                _ = f.table.numberOfSections
                f.source.sections = [[]]
                f.table.performBatchUpdates {
                    f.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                    f.table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                }
                XCTAssertEqual(
                    messages(),
                    [
                        "attempt to delete row 2 from section 0 which only contains 2 rows before the update",
                        "attempt to reload index path {length = 2, path = 0 - 0}, which is already being deleted, "
                            + "reloaded or moved",
                    ])
            }
        }

        func testASurvivingRowKeepsItsCellAndAReloadedRowGetsANewOne() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                f.window.addSubview(f.table)
                let cellA = f.table.cellForRow(at: IndexPath(row: 0, section: 0))
                let cellB = f.table.cellForRow(at: IndexPath(row: 1, section: 0))
                f.source.sections = [["b", "a"]]
                f.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
                XCTAssertTrue(f.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellA)
                XCTAssertTrue(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)

                f.source.sections = [["b", "A"]]
                f.table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                let reloaded = f.table.cellForRow(at: IndexPath(row: 1, section: 0))
                XCTAssertNotNil(reloaded)
                XCTAssertFalse(reloaded === cellA, "a reload dequeues while the old cell is still animating out")
                XCTAssertEqual(reloaded?.textLabel?.text, "A")
                XCTAssertTrue(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)
            }
        }

        func testDeletedCellsEndDisplayAndAreReusedAfterTheAnimation() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                UIKitModel.holdsAnimations = true
                f.window.addSubview(f.table)
                let cellA = f.table.cellForRow(at: IndexPath(row: 0, section: 0))
                f.delegate.log = []
                f.source.sections = [["b"]]
                var completed = false
                f.table.performBatchUpdates(
                    { f.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) },
                    completion: { _ in completed = true })
                XCTAssertEqual(f.delegate.log, ["didEndDisplaying a [0, 0]"])
                XCTAssertFalse(completed)
                // The deleted cell's return to the reuse queue, and the completion.
                XCTAssertEqual(UIKitModel.runningAnimationCount, 2)
                XCTAssertFalse(f.table.dequeueReusableCell(withIdentifier: "Cell") === cellA)
                UIKitModel.finishAnimations()
                XCTAssertTrue(completed)
                XCTAssertTrue(f.table.dequeueReusableCell(withIdentifier: "Cell") === cellA)
            }
        }

        func testUserSelectionCallsTheDelegateAsUIKitDoes() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                f.window.addSubview(f.table)
                f.delegate.log = []
                f.table.simulateSelection(at: IndexPath(row: 0, section: 0))
                f.table.simulateSelection(at: IndexPath(row: 1, section: 0))
                XCTAssertEqual(
                    f.delegate.log,
                    [
                        "willSelect [0, 0]", "didSelect [0, 0]", "willSelect [0, 1]", "didDeselect [0, 0]",
                        "didSelect [0, 1]",
                    ])
                XCTAssertEqual(f.table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
                XCTAssertEqual(f.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)
                XCTAssertEqual(f.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected, false)
            }
        }

        func testCommitAndUserMoveReachTheDataSource() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                let messages = recordUIKitInconsistencies()
                f.window.addSubview(f.table)
                let cellA = f.table.cellForRow(at: IndexPath(row: 0, section: 0))
                f.table.simulateUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
                XCTAssertEqual(f.source.sections, [["b", "a"]])
                XCTAssertTrue(f.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellA)
                f.table.simulateCommit(.delete, forRowAt: IndexPath(row: 0, section: 0))
                XCTAssertEqual(f.source.log, ["move [0, 0] [0, 1]", "commit delete [0, 0]"])
                XCTAssertEqual(f.table.numberOfRows(inSection: 0), 1)
                XCTAssertEqual(f.texts(), ["a"])
                XCTAssertEqual(messages(), [])
            }
        }

        func testScrollingCallsTheDelegateAndShowsOtherRows() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                f.source.sections = [(0..<20).map { "r\($0)" }]
                f.table.reloadData()
                f.window.addSubview(f.table)
                XCTAssertEqual(f.table.indexPathsForVisibleRows?.count, 5)
                f.delegate.log = []
                f.table.contentOffset = CGPoint(x: 0, y: 44 * 10)
                XCTAssertEqual(f.delegate.log.first, "didScroll 440.0")
                XCTAssertEqual(f.texts(), ["r10", "r11", "r12", "r13", "r14"])
            }
        }

        func testHeadersComeFromTheDataSourceAndSurviveUpdatesThatKeepTheirSection() {
            MainActor.assumeIsolated {
                let f = TableFixture()
                let messages = recordUIKitInconsistencies()
                f.source.sections = [["a"], ["b"]]
                f.source.headerTitles = ["A", "B"]
                f.window.addSubview(f.table)
                let headerB = f.table.headerView(forSection: 1)
                XCTAssertEqual(headerB?.textLabel?.text, "B")
                f.source.sections = [["b"], ["a"]]
                f.source.headerTitles = ["B", "A"]
                f.table.moveSection(1, toSection: 0)
                XCTAssertTrue(f.table.headerView(forSection: 0) === headerB)
                f.source.headerTitles = ["B2", "A"]
                f.table.reloadSections([0], with: .none)
                XCTAssertFalse(f.table.headerView(forSection: 0) === headerB)
                XCTAssertEqual(f.table.headerView(forSection: 0)?.textLabel?.text, "B2")
                XCTAssertEqual(messages(), [])
            }
        }
    }
#endif
