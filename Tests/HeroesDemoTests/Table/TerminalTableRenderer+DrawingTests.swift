import HeroTestSupport
import SectionedData
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class TerminalTableRendererDrawingTests: XCTestCase {
    func testMovedRowsAreMarkedAndBoldUntilTheAnimationEnds() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let harness = TableHarness()
            harness.show([HeroSection(model: .marvel, items: [HeroFixtures.arana, HeroFixtures.spiderMan])])
            harness.show([HeroSection(model: .marvel, items: [HeroFixtures.spiderMan, HeroFixtures.arana])])
            let lines = harness.frame()
            let moved = lines.firstIndex { $0.hasPrefix("»") }
            XCTAssertNotNil(moved, "one of the two rows is reported as moved: \(lines)")
            if let moved {
                XCTAssertEqual(harness.style(row: moved), Style(bold: true))
                XCTAssertEqual(harness.terminal.cells[moved][0].style, Style(bold: true))
            }
            harness.advance(to: .milliseconds(320))
            XCTAssertFalse(harness.frame().contains { $0.hasPrefix("»") })
        }
    }

    func testUpdatedRowsFlashYellowForHalfTheAnimation() {
        MainActor.assumeIsolated {
            let harness = TableHarness()
            var fields = HeroFixtures.batman.fields
            fields.intro = "The Dark Knight."
            let changed = Hero(fields)
            harness.show([HeroSection(model: .dc, items: [HeroFixtures.batman])])
            harness.show([HeroSection(model: .dc, items: [changed])])
            XCTAssertEqual(harness.frame()[1], harness.settledLines([HeroSection(model: .dc, items: [changed])])[1])
            XCTAssertEqual(harness.style(row: 1), Style(background: .palette(142)))
            harness.advance(to: .milliseconds(160))
            harness.frame()
            XCTAssertEqual(harness.style(row: 1), .plain)
        }
    }

    func testWideAndCombiningCharactersKeepTheColumnsAligned() {
        MainActor.assumeIsolated {
            let harness = TableHarness(width: 90)
            let sections = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sections(matching: "")
            harness.show(sections)
            harness.frame()
            let layout = harness.layout
            let teamColumn =
                TerminalTableRenderer.gutterWidth + TableLayout.iconWidth + TableLayout.gapWidth + layout.nameWidth
                + TableLayout.gapWidth
            for (row, line) in harness.table.lines.enumerated() where line.path != nil {
                guard let hero = (harness.table.cell(for: line) as? HeroCell)?.hero else { continue }
                let cell = harness.terminal.cells[row][teamColumn]
                XCTAssertEqual(cell.text, String(hero.team.first!), "row \(row): \(harness.terminal.rows[row])")
                XCTAssertEqual(harness.terminal.cells[row][teamColumn - 1].text, " ")
            }
        }
    }

    func testANarrowWindowClipsRowsWithoutBreakingCharacters() {
        MainActor.assumeIsolated {
            for width in [1, 2, 3, 9, 17, 31] {
                let harness = TableHarness(width: width, height: 4)
                harness.show(
                    HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sections(matching: "sun"))
                let lines = harness.frame()
                XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width): \(lines)")
            }
        }
    }

    func testWithoutColourHighlightsTurnIntoInverseVideo() {
        MainActor.assumeIsolated {
            let harness = TableHarness(colorSupport: .disabled)
            harness.show([HeroSection(model: .dc, items: [HeroFixtures.batman])])
            harness.show([HeroSection(model: .dc, items: [HeroFixtures.batman, HeroFixtures.wonderWoman])])
            harness.table.moveSelection(by: 1)
            harness.frame()
            XCTAssertEqual(harness.style(row: 0), Style(bold: true), "header")
            XCTAssertEqual(harness.style(row: 1), Style(bold: true, inverse: true), "selected")
            XCTAssertEqual(harness.style(row: 2), Style(inverse: true), "inserted")
        }
    }
}
