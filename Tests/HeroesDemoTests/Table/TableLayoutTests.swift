import HeroTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class TableLayoutTests: XCTestCase {
    private let fixed = TableLayout.iconWidth + 3 * TableLayout.gapWidth

    func testColumnsFitTheLongestNameAndTeamAndTheIntroTakesTheRest() {
        // Longest fixture name: "Captain Britain" (15); longest team: "Guardians of the Galaxy" (23).
        let layout = TableLayout(width: 100, heroes: HeroFixtures.all)
        XCTAssertEqual(layout.nameWidth, 15)
        XCTAssertEqual(layout.teamWidth, 23)
        XCTAssertEqual(layout.introWidth, 100 - fixed - 15 - 23)
        XCTAssertEqual(layout.width, 100)
    }

    func testColumnsAreAtLeastAsWideAsTheirTitles() {
        let tiny = Hero(name: "X", universe: .dc, team: "Y", intro: "Z.", icon: "⭐")
        let layout = TableLayout(width: 80, heroes: [tiny])
        XCTAssertEqual(layout.nameWidth, DisplayWidth.of(TableFormatter.nameTitle))
        XCTAssertEqual(layout.teamWidth, DisplayWidth.of(TableFormatter.teamTitle))
        XCTAssertEqual(TableLayout(width: 80, heroes: []).nameWidth, 4)
    }

    func testLongNamesAndTeamsAreCapped() {
        let long = Hero(
            name: String(repeating: "N", count: 60), universe: .dc, team: String(repeating: "T", count: 40),
            intro: "I.", icon: "⭐")
        let layout = TableLayout(width: 200, heroes: [long])
        XCTAssertEqual(layout.nameWidth, TableLayout.maximumTextColumnWidth)
        XCTAssertEqual(layout.teamWidth, TableLayout.maximumTextColumnWidth)
    }

    func testWideCharactersCountTwiceInColumnWidths() {
        let layout = TableLayout(width: 100, heroes: [HeroFixtures.sunfire])
        XCTAssertEqual(layout.nameWidth, 12, "Sunfire 日輪 is 12 columns though 10 characters")
    }

    func testNarrowScreensShrinkTheTeamThenTheNameBeforeTheIntro() {
        // Name 15 and team 23 leave 60 - 8 - 38 = 14 for the intro, 2 short of the minimum.
        let sixty = TableLayout(width: 60, heroes: HeroFixtures.all)
        XCTAssertEqual([sixty.nameWidth, sixty.teamWidth, sixty.introWidth], [15, 21, 16])
        // At 40 the team shrinks to its minimum, then the name gives up the rest.
        let forty = TableLayout(width: 40, heroes: HeroFixtures.all)
        XCTAssertEqual([forty.nameWidth, forty.teamWidth, forty.introWidth], [10, 6, 16])
        let minimum = TableLayout(width: TableLayout.minimumWidth, heroes: HeroFixtures.all)
        XCTAssertEqual([minimum.nameWidth, minimum.teamWidth, minimum.introWidth], [6, 6, 6])
    }

    func testWidthsBelowTheMinimumAreRaised() {
        let layout = TableLayout(width: 10, heroes: HeroFixtures.all)
        XCTAssertEqual(layout.width, TableLayout.minimumWidth)
        XCTAssertEqual(layout, TableLayout(width: TableLayout.minimumWidth, heroes: HeroFixtures.all))
        XCTAssertEqual(TableLayout(width: -5, heroes: []).width, TableLayout.minimumWidth)
    }

    func testColumnsAlwaysAddUpToTheWidth() {
        for width in 0...220 {
            let layout = TableLayout(width: width, heroes: HeroFixtures.all)
            XCTAssertEqual(fixed + layout.nameWidth + layout.teamWidth + layout.introWidth, layout.width, "\(width)")
            XCTAssertGreaterThanOrEqual(layout.nameWidth, TableLayout.minimumTextColumnWidth, "\(width)")
            XCTAssertGreaterThanOrEqual(layout.teamWidth, TableLayout.minimumTextColumnWidth, "\(width)")
            XCTAssertGreaterThanOrEqual(layout.introWidth, 1, "\(width)")
            XCTAssertEqual(layout.width, max(width, TableLayout.minimumWidth))
        }
    }
}
