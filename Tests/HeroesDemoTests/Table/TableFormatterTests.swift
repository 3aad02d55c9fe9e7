import HeroTestSupport
import SectionedData
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class TableFormatterTests: XCTestCase {
    private let filter = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of)

    private func render(width: Int, query: String = "") -> String {
        let lines = TableFormatter(width: width).lines(
            sections: filter.sections(matching: query),
            totalCount: filter.heroCount,
            query: query
        )
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Golden files

    func testFullTableAt100Columns() {
        assertSnapshot(render(width: 100), named: "table-100")
    }

    func testFullTableAt60Columns() {
        assertSnapshot(render(width: 60), named: "table-60")
    }

    func testFullTableAtTheMinimumWidth() {
        assertSnapshot(render(width: TableLayout.minimumWidth), named: "table-minimum")
    }

    func testQueryTable() {
        assertSnapshot(render(width: 80, query: "  AN "), named: "query-an-80")
    }

    func testQueryWithoutMatches() {
        assertSnapshot(render(width: 80, query: "xyz"), named: "query-no-match-80")
    }

    // MARK: Exact lines

    func testSectionTitlesCountTheirRows() {
        let formatter = TableFormatter(width: 80)
        let layout = TableLayout(width: 80, heroes: HeroFixtures.all)
        XCTAssertEqual(
            formatter.sectionTitle(HeroSection(model: .marvel, items: [HeroFixtures.arana]), layout: layout),
            "Marvel — 1 hero"
        )
        XCTAssertEqual(
            formatter.sectionTitle(
                HeroSection(model: .dc, items: [HeroFixtures.batman, HeroFixtures.zoe]), layout: layout),
            "DC — 2 heroes"
        )
    }

    func testStatusLines() {
        let formatter = TableFormatter(width: 80)
        let layout = TableLayout(width: 80, heroes: [])
        XCTAssertEqual(formatter.statusLine(matched: 214, total: 214, query: "", layout: layout), "214 heroes")
        XCTAssertEqual(formatter.statusLine(matched: 1, total: 1, query: " ", layout: layout), "1 hero")
        XCTAssertEqual(
            formatter.statusLine(matched: 12, total: 214, query: "man", layout: layout),
            #"12 of 214 heroes match "man""#)
        XCTAssertEqual(
            formatter.statusLine(matched: 1, total: 214, query: " hulk ", layout: layout),
            #"1 of 214 heroes matches "hulk""#)
        XCTAssertEqual(
            formatter.statusLine(matched: 0, total: 1, query: "a\"b", layout: layout), #"0 of 1 hero match "a\"b""#)
    }

    func testRowsPadAndTruncateEachColumn() {
        let layout = TableLayout(width: 40, heroes: HeroFixtures.all)
        let row = TableFormatter(width: 40).row(HeroFixtures.starLord, layout: layout)
        // Name 10, team 6, intro 16 columns; the space before the intro's ellipsis is dropped.
        XCTAssertEqual(row, "🎧  Star-Lord   Guard…  Peter Quill is…")
        XCTAssertEqual(DisplayWidth.of(row), 39)
    }

    // MARK: Properties

    func testNoLineIsWiderThanTheWidthOrEndsInASpace() throws {
        let catalogs = [HeroFixtures.all, try HeroCatalog.bundled().heroes, SyntheticHeroes.make(count: 500)]
        for heroes in catalogs {
            let filter = HeroFilter(heroes: heroes, displayWidth: DisplayWidth.of)
            for width in stride(from: TableLayout.minimumWidth, through: 160, by: 7) {
                let lines = TableFormatter(width: width).lines(
                    sections: filter.sections(matching: ""),
                    totalCount: filter.heroCount,
                    query: ""
                )
                for line in lines {
                    XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, line)
                    XCTAssertFalse(line.hasSuffix(" "), "trailing space at width \(width): \(line.debugDescription)")
                }
            }
        }
    }

    func testColumnsLineUpByDisplayWidth() {
        let layout = TableLayout(width: 100, heroes: HeroFixtures.all)
        let formatter = TableFormatter(width: 100)
        let teamColumn = TableLayout.iconWidth + TableLayout.gapWidth + layout.nameWidth + TableLayout.gapWidth
        let introColumn = teamColumn + layout.teamWidth + TableLayout.gapWidth
        for hero in HeroFixtures.all {
            let row = formatter.row(hero, layout: layout)
            XCTAssertEqual(columnsBefore(hero.team, in: row), teamColumn, row)
            XCTAssertEqual(columnsBefore(String(hero.intro.prefix(8)), in: row), introColumn, row)
        }
        let header = formatter.headerLine(layout)
        XCTAssertEqual(columnsBefore("Team", in: header), teamColumn)
        XCTAssertEqual(columnsBefore("Intro", in: header), introColumn)
    }

    private func columnsBefore(_ text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(line[..<range.lowerBound])
    }
}
