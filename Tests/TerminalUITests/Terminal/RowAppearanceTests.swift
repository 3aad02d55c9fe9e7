import XCTest

@testable import TerminalUI

final class RowAppearanceTests: XCTestCase {
    func testSettledAndCollapsed() {
        XCTAssertEqual(RowAppearance.settled, RowAppearance())
        XCTAssertTrue(RowAppearance.settled.isVisible)
        XCTAssertNil(RowAppearance.settled.marker)
        XCTAssertFalse(RowAppearance.collapsed.isVisible)
    }

    func testTheSettledLookLeavesTheStyleAlone() {
        let selected = Style(foreground: .cyan, inverse: true)
        XCTAssertEqual(RowAppearance.settled.style(over: selected), selected)
    }

    func testColorsReplaceAndAttributesAdd() {
        let look = RowAppearance(foreground: .palette(244), background: .palette(22), dim: true, strikethrough: true)
        XCTAssertEqual(
            look.style(over: Style(foreground: .red, background: .blue, bold: true, inverse: true)),
            Style(
                foreground: .palette(244), background: .palette(22), bold: true, dim: true, inverse: true,
                strikethrough: true)
        )
        XCTAssertEqual(
            RowAppearance(bold: true).style(over: Style(underline: true)), Style(bold: true, underline: true))
    }
}
