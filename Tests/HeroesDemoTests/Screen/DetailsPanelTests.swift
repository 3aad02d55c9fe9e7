import XCTest

@testable import HeroesDemo

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

    func testATinyAreaCutsTheBoxOff() {
        var screen = ScreenBuffer(width: 12, height: 3)
        DetailsPanel(hero: HeroFixtures.sunfire).draw(into: &screen, area: 0..<3)
        XCTAssertNil(screen.invariantViolation())
        XCTAssertEqual(screen.lines.count, 3)
        XCTAssertTrue(screen.lines[0].hasPrefix("┌"))
        XCTAssertTrue(screen.lines[2].hasPrefix("└"))
        var nothing = ScreenBuffer(width: 5, height: 3)
        DetailsPanel(hero: HeroFixtures.sunfire).draw(into: &nothing, area: 0..<3)
        XCTAssertEqual(nothing.lines, ["", "", ""], "too narrow for a box")
    }
}
