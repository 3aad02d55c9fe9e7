import HeroTestSupport
import RxCore
import SectionedData
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class TerminalTableRendererSelectionTests: XCTestCase {
    private static let sections = [
        HeroSection(model: .marvel, items: [HeroFixtures.arana, HeroFixtures.spiderMan, HeroFixtures.starLord]),
        HeroSection(model: .dc, items: [HeroFixtures.batman, HeroFixtures.wonderWoman]),
    ]

    private static func path(_ section: Int, _ item: Int) -> ItemPath {
        ItemPath(sectionIndex: section, itemIndex: item)
    }

    /// A harness showing `sections`, recording the selections the table reports.
    @MainActor
    private final class Fixture {
        /// The selections reported, in order, and every report, deselections too.
        final class Recorder {
            var paths: [ItemPath] = []
            var reports: [String] = []
        }

        let harness: TableHarness
        private let recorder = Recorder()
        private let subscription: Disposable
        private let deselectionSubscription: Disposable

        init(height: Int = 10, animation: RowAnimation = .disabled, sections: [HeroSection] = sections) {
            harness = TableHarness(height: height, animation: animation)
            harness.show(sections)
            let recorder = recorder
            subscription = harness.table.rx.itemSelected.subscribe(onNext: {
                recorder.paths.append($0)
                recorder.reports.append("selected \($0)")
            })
            deselectionSubscription = harness.table.rx.itemDeselected.subscribe(onNext: {
                recorder.reports.append("deselected \($0)")
            })
        }

        var selections: [ItemPath] { recorder.paths }
        var reports: [String] { recorder.reports }

        isolated deinit {
            subscription.dispose()
            deselectionSubscription.dispose()
        }
    }

    func testTheFirstMoveSelectsTheFirstRowInTheWindow() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let fixture = Fixture()
            let table = fixture.harness.table
            XCTAssertNil(table.selectedPath)
            table.moveSelection(by: 1)
            XCTAssertEqual(table.selectedPath, Self.path(0, 0))
            XCTAssertEqual(table.selectedLine, 1, "the header is skipped")
            XCTAssertEqual(fixture.selections, [Self.path(0, 0)])
        }
    }

    func testAMoveReportsTheRowItLeavesBeforeTheRowItSelects() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            let table = fixture.harness.table
            table.moveSelection(by: 1)
            table.moveSelection(by: 1)
            table.moveSelection(by: -5)
            table.moveSelection(by: -1)
            XCTAssertEqual(
                fixture.reports,
                [
                    "selected \(Self.path(0, 0))",
                    "deselected \(Self.path(0, 0))", "selected \(Self.path(0, 1))",
                    "deselected \(Self.path(0, 1))", "selected \(Self.path(0, 0))",
                ],
                "the first selection leaves nothing; staying on the first row reports nothing"
            )
        }
    }

    func testMovesSkipHeadersAndStopAtTheEnds() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            let table = fixture.harness.table
            table.moveSelection(by: 1)
            for _ in 0..<3 { table.moveSelection(by: 1) }
            XCTAssertEqual(table.selectedPath, Self.path(1, 0), "from Star-Lord past the DC header to Batman")
            table.moveSelection(by: 5)
            XCTAssertEqual(table.selectedPath, Self.path(1, 1))
            table.moveSelection(by: -2)
            XCTAssertEqual(table.selectedPath, Self.path(0, 2), "up past the DC header")
            table.moveSelection(by: -10)
            XCTAssertEqual(table.selectedPath, Self.path(0, 0))
            table.moveSelection(by: -1)
            XCTAssertEqual(
                fixture.selections,
                [
                    Self.path(0, 0), Self.path(0, 1), Self.path(0, 2), Self.path(1, 0), Self.path(1, 1),
                    Self.path(0, 2), Self.path(0, 0),
                ],
                "no report when the selection stays"
            )
        }
    }

    func testTheWindowScrollsToKeepTheSelectionVisible() {
        MainActor.assumeIsolated {
            let fixture = Fixture(height: 3)
            let table = fixture.harness.table
            table.moveSelection(by: 1)
            XCTAssertEqual(table.top, 0)
            for _ in 0..<3 { table.moveSelection(by: 1) }
            XCTAssertEqual(table.selectedLine, 5)
            XCTAssertEqual(table.top, 3, "Batman is the last line in the window")
            table.moveSelection(by: -1)
            XCTAssertEqual(table.selectedLine, 3)
            XCTAssertEqual(table.top, 3)
            table.moveSelection(by: -1)
            XCTAssertEqual(table.selectedLine, 2)
            XCTAssertEqual(table.top, 2)
            table.moveSelection(by: -1)
            table.moveSelection(by: -1)
            XCTAssertEqual(table.selectedLine, 1)
            XCTAssertEqual(table.top, 0, "the first row of a section brings its header along")
            table.setViewportHeight(1)
            XCTAssertEqual(table.top, 1, "a smaller window still shows the selection")
        }
    }

    func testPagesMoveTheWindowAndTheSelectionTogether() {
        MainActor.assumeIsolated {
            let fixture = Fixture(height: 3)
            let table = fixture.harness.table
            table.movePage(by: 1)
            XCTAssertEqual(table.top, 2)
            XCTAssertEqual(table.selectedPath, Self.path(0, 1), "no selection yet: the first row in the window")
            table.movePage(by: 1)
            XCTAssertEqual(table.top, 4)
            XCTAssertEqual(table.selectedPath, Self.path(1, 0))
            table.movePage(by: 1)
            XCTAssertEqual(table.top, 4, "the window stops at the last page")
            XCTAssertEqual(table.selectedPath, Self.path(1, 1))
            table.movePage(by: -3)
            XCTAssertEqual(table.top, 0)
            XCTAssertEqual(table.selectedPath, Self.path(0, 0))
        }
    }

    func testTheSelectionFollowsItsRowAndKeepsItsPlaceOnTheScreen() {
        MainActor.assumeIsolated {
            let fixture = Fixture(height: 4, animation: .standard)
            let harness = fixture.harness
            let table = harness.table
            for _ in 0..<5 { table.moveSelection(by: 1) }
            XCTAssertEqual(table.selectedPath, Self.path(1, 1), "Wonder Woman")
            XCTAssertEqual(table.selectedLine! - table.top, 3)
            harness.show([
                HeroSection(model: .marvel, items: [HeroFixtures.starLord]),
                HeroSection(model: .dc, items: [HeroFixtures.batman, HeroFixtures.wonderWoman]),
            ])
            XCTAssertEqual(table.selectedPath, Self.path(1, 1), "the same hero, at its new position")
            XCTAssertEqual(table.selectedLine! - table.top, 3, "in the same screen row while deleted rows fade")
            harness.advance(to: .milliseconds(240))
            XCTAssertEqual(table.selectedLine! - table.top, 3, "and after they collapse, as far as the lines allow")
            harness.advance(to: .milliseconds(320))
            XCTAssertEqual(table.top, 1)
            XCTAssertEqual(
                harness.frame().last,
                "› "
                    + harness.settledLines([HeroSection(model: .dc, items: [HeroFixtures.wonderWoman])])[1].dropFirst(2)
            )
            XCTAssertEqual(fixture.selections.count, 5, "following the row is not a new selection")
        }
    }

    func testDeletingTheSelectedRowClearsTheSelection() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            let table = fixture.harness.table
            table.moveSelection(by: 1)
            table.moveSelection(by: 1)
            XCTAssertEqual(table.selectedPath, Self.path(0, 1))
            fixture.harness.show([HeroSection(model: .marvel, items: [HeroFixtures.arana, HeroFixtures.starLord])])
            XCTAssertNil(table.selectedPath)
            table.moveSelection(by: 1)
            XCTAssertEqual(table.selectedPath, Self.path(0, 0), "the next move starts again at the top")
        }
    }

    func testReloadingClearsTheSelection() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            let table = fixture.harness.table
            table.moveSelection(by: 1)
            table.reloadData()
            XCTAssertNil(table.selectedPath)
            XCTAssertEqual(table.lines, TableLines(settledCounts: [3, 2]))
        }
    }

    func testAnEmptyTableHasNothingToSelect() {
        MainActor.assumeIsolated {
            let fixture = Fixture(sections: [])
            let table = fixture.harness.table
            table.moveSelection(by: 1)
            table.movePage(by: 1)
            XCTAssertNil(table.selectedPath)
            XCTAssertEqual(table.top, 0)
            XCTAssertEqual(fixture.selections, [])
        }
    }
}
