import HeroTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class HeroesScreenTests: XCTestCase {
    /// A settled table of the fixtures, with the search text "an".
    @MainActor
    private static func frame(width: Int, height: Int, details: Hero? = nil, query: String = "an") -> ScreenBuffer {
        let harness = TableHarness(width: width, height: height, animation: .disabled)
        harness.show(HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sections(matching: query))
        let screen = HeroesScreen(layout: ScreenLayout(width: width, height: height), colorSupport: .enabled)
        var content = HeroesScreen.Content()
        var editor = LineEditor(text: query)
        content.search = editor.render(width: screen.searchFieldWidth)
        content.status = "6 of 8 heroes"
        content.query = query
        content.details = details
        return screen.frame(content, table: harness.table, columns: harness.layout, at: .zero)
    }

    func testAFrameStacksSearchStatusHeaderTableAndHelp() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let screen = Self.frame(width: 80, height: 12)
            XCTAssertNil(screen.invariantViolation())
            let lines = screen.lines
            XCTAssertEqual(lines[0], "Search: an")
            XCTAssertEqual(lines[1], "6 of 8 heroes")
            XCTAssertTrue(lines[2].hasPrefix("      Name"), lines[2])
            XCTAssertEqual(lines[3], "  Marvel — 3 heroes")
            XCTAssertTrue(lines[4].hasPrefix("  🧗  Araña"), lines[4])
            XCTAssertEqual(lines[11], HeroesScreen.tableHelp)
            XCTAssertEqual(screen[0, 0].style, HeroesScreen.labelStyle)
            XCTAssertEqual(screen[0, 10], .blank)
            XCTAssertEqual(screen.cursor, ScreenBuffer.Position(row: 0, column: 10))
            XCTAssertEqual(screen[1, 0].style, HeroesScreen.quietStyle)
        }
    }

    func testTheTerminalCursorSitsOnTheCharacterBeingEdited() {
        MainActor.assumeIsolated {
            let harness = TableHarness(width: 30, height: 5, animation: .disabled)
            let screen = HeroesScreen(layout: ScreenLayout(width: 30, height: 5), colorSupport: .enabled)
            var editor = LineEditor(text: "日輪x")
            editor.handle(.left)
            editor.handle(.left)
            var content = HeroesScreen.Content()
            content.search = editor.render(width: screen.searchFieldWidth)
            let frame = screen.frame(content, table: harness.table, columns: harness.layout, at: .zero)
            XCTAssertEqual(frame.lines[0], "Search: 日輪x")
            XCTAssertEqual(frame[0, 10], ScreenBuffer.Cell(grapheme: "輪", width: 2, style: .plain))
            XCTAssertEqual(frame.cursor, ScreenBuffer.Position(row: 0, column: 10))
        }
    }

    func testNoMatchSaysSo() {
        MainActor.assumeIsolated {
            let lines = Self.frame(width: 60, height: 8, query: "zzz").lines
            XCTAssertEqual(lines[3], "  No hero matches \"zzz\".")
        }
    }

    func testDetailsCoverTheTableAndChangeTheHelp() {
        MainActor.assumeIsolated {
            let screen = Self.frame(width: 80, height: 16, details: HeroFixtures.batman)
            let lines = screen.lines
            XCTAssertTrue(lines.contains { $0.contains("│ 🦇  Batman") }, "\(lines)")
            XCTAssertEqual(lines[15], HeroesScreen.detailsHelp)
        }
    }

    func testTinyScreensKeepTheSearchFieldAndStayIntact() {
        MainActor.assumeIsolated {
            for (width, height) in [(0, 0), (1, 1), (5, 2), (12, 3), (20, 4), (26, 5), (8, 9)] {
                let screen = Self.frame(width: width, height: height, details: HeroFixtures.sunfire)
                XCTAssertNil(screen.invariantViolation(), "\(width)x\(height)")
                XCTAssertEqual(screen.lines.count, height)
                if height > 0 && width >= 16 {
                    XCTAssertTrue(screen.lines[0].hasPrefix("Search: an"), "\(width)x\(height)")
                }
                if height > 0 && width > 2 && width < 16 {
                    XCTAssertTrue(screen.lines[0].hasPrefix("an"), "\(width)x\(height)")
                }
                XCTAssertTrue(screen.lines.allSatisfy { DisplayWidth.of($0) <= width })
            }
        }
    }
}
