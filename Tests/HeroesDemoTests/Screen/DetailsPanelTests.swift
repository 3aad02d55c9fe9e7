import HeroTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class DetailsPanelTests: XCTestCase {
    func testContentIsNameTeamIntroAndHint() {
        let content = DetailsPanel(hero: HeroFixtures.spiderMan).content(width: 40)
        XCTAssertEqual(
            content.map(\.text),
            [
                "🕷️  Spider-Man",
                "Marvel · Solo",
                "",
                "Peter Parker, bitten by a radioactive",
                "spider, swings over New York on his",
                "webs.",
                "",
                "Enter or Esc to close",
            ]
        )
        XCTAssertEqual(content[0].style, DetailsPanel.nameStyle)
        XCTAssertEqual(content.last?.style, DetailsPanel.hintStyle)
    }

    func testAHugeIntroIsCutToThePanelWithAnEllipsis() {
        let intro = String(repeating: "L", count: 10_000_000)
        let hero = Hero(name: "Iron Man", universe: .marvel, team: "Avengers", intro: intro, icon: "🤖")
        // An 80 × 24 screen: a box of 64 columns (60 inside) in the 22 rows between the search
        // field and the help line, 20 of them inside the border.
        let content = DetailsPanel(hero: hero).content(width: 60, height: 20)
        let line = String(repeating: "L", count: 60)
        XCTAssertEqual(
            content.map(\.text),
            ["🤖  Iron Man", "Marvel · Avengers"] + Array(repeating: line, count: 16)
                + [String(line.dropLast()) + "…", DetailsPanel.closeHint])
        var screen = ScreenBuffer(width: 80, height: 24)
        DetailsPanel(hero: hero).draw(into: &screen, area: 1..<23)
        XCTAssertEqual(screen.lines[20], "        │ " + String(line.dropLast()) + "… │")
        XCTAssertEqual(screen.lines[22], "        └" + String(repeating: "─", count: 62) + "┘")
    }

    func testTheBoxIsCentredInItsArea() {
        var screen = ScreenBuffer(width: 60, height: 16)
        DetailsPanel(hero: HeroFixtures.batman).draw(into: &screen, area: 2..<16)
        XCTAssertNil(screen.invariantViolation())
        let lines = screen.lines
        XCTAssertEqual(lines[0], "")
        // Nine rows (seven of content, two of border) in an area of fourteen: two rows above.
        XCTAssertEqual(lines[3], "", "the box is shorter than its area")
        XCTAssertEqual(lines[4], "  ┌" + String(repeating: "─", count: 54) + "┐")
        XCTAssertEqual(lines[5], "  │ 🦇  Batman" + String(repeating: " ", count: 43) + "│")
        XCTAssertEqual(lines[6], "  │ DC · Justice League" + String(repeating: " ", count: 34) + "│")
        XCTAssertEqual(lines[8], "  │ Bruce Wayne fights crime in Gotham City with his     │")
        XCTAssertEqual(lines[12], "  └" + String(repeating: "─", count: 54) + "┘")
        XCTAssertEqual(lines[13], "")
        XCTAssertEqual(screen[4, 2].style, DetailsPanel.borderStyle)
        XCTAssertEqual(screen[5, 8].style, DetailsPanel.nameStyle)
    }

    func testAShortAreaDropsTheBlanksThenCutsTheIntroWithAnEllipsis() {
        let panel = DetailsPanel(hero: HeroFixtures.spiderMan)
        let full = panel.content(width: 40).map(\.text)
        XCTAssertEqual(panel.content(width: 40, height: 8).map(\.text), full)
        XCTAssertEqual(panel.content(width: 40, height: 7).map(\.text), full.prefix(6) + [full[7]])
        XCTAssertEqual(
            panel.content(width: 40, height: 5).map(\.text),
            [
                "🕷️  Spider-Man", "Marvel · Solo", "Peter Parker, bitten by a radioactive",
                "spider, swings over New York on his…", "Enter or Esc to close",
            ])
        XCTAssertEqual(
            panel.content(width: 37, height: 4).map(\.text),
            ["🕷️  Spider-Man", "Marvel · Solo", "Peter Parker, bitten by a radioactiv…", "Enter or Esc to close"],
            "a line that fills the width is cut to make room for the ellipsis")
        XCTAssertEqual(
            panel.content(width: 40, height: 3).map(\.text),
            ["🕷️  Spider-Man", "Marvel · Solo", "Enter or Esc to close"])
        XCTAssertEqual(panel.content(width: 40, height: 2).map(\.text), ["🕷️  Spider-Man", "Enter or Esc to close"])
        XCTAssertEqual(panel.content(width: 40, height: 1).map(\.text), ["🕷️  Spider-Man"])
        XCTAssertEqual(panel.content(width: 40, height: 0).map(\.text), [])
    }

    func testASmallScreenStillShowsTheNameAndTheHint() {
        var screen = ScreenBuffer(width: 30, height: 6)
        DetailsPanel(hero: HeroFixtures.batman).draw(into: &screen, area: 0..<6)
        XCTAssertNil(screen.invariantViolation())
        XCTAssertEqual(screen.lines, batmanDetailsAtThirtyColumns)
    }

    func testAnAreaWithoutRoomForABoxSaysTheTerminalIsTooSmall() {
        for (width, rows) in [(40, 0..<2), (9, 0..<10), (40, 3..<4)] {
            var screen = ScreenBuffer(width: width, height: 10)
            DetailsPanel(hero: HeroFixtures.sunfire).draw(into: &screen, area: rows)
            XCTAssertNil(screen.invariantViolation())
            XCTAssertEqual(
                screen.text(row: rows.lowerBound).trimmingCharacters(in: .whitespaces),
                DisplayWidth.truncate(DetailsPanel.tooSmallMessage, to: width), "\(width) × \(rows)")
            XCTAssertEqual(screen.lines.filter { !$0.isEmpty }.count, 1, "one line only")
        }
        var screen = ScreenBuffer(width: 9, height: 1)
        DetailsPanel(hero: HeroFixtures.sunfire).draw(into: &screen, area: 0..<1)
        XCTAssertEqual(screen.lines, ["Terminal…"])
    }

    func testEverySizeShowsTheHintOrSaysTheTerminalIsTooSmall() {
        for width in 1...70 {
            for height in 1...14 {
                var screen = ScreenBuffer(width: width, height: height)
                DetailsPanel(hero: HeroFixtures.spiderMan).draw(into: &screen, area: 0..<height)
                XCTAssertNil(screen.invariantViolation(), "\(width) × \(height)")
                let text = screen.lines.joined(separator: "\n")
                // The box's inner width: the screen less a margin of two (from 24 columns), a
                // border and a padding column on each side.
                let innerWidth = min(DetailsPanel.maximumWidth, width - (width >= 24 ? 4 : 0)) - 4
                let expected =
                    width < DetailsPanel.minimumWidth || height < 3
                    ? DisplayWidth.truncate(DetailsPanel.tooSmallMessage, to: width)
                    : height < 4
                        ? "│ " + DisplayWidth.truncate("🕷️  Spider-Man", to: innerWidth)
                        : DisplayWidth.truncate(DetailsPanel.closeHint, to: innerWidth)
                XCTAssertTrue(text.contains(expected), "\(width) × \(height):\n\(text)")
                if height >= 3 && width >= DetailsPanel.minimumWidth && text.contains("Peter")
                    && !text.contains("webs.")
                {
                    XCTAssertTrue(text.contains("…"), "a cut intro ends with …: \(width) × \(height):\n\(text)")
                }
            }
        }
    }
}
