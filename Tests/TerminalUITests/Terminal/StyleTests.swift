import XCTest

@testable import TerminalUI

final class StyleTests: XCTestCase {
    func testPlainIsAReset() {
        XCTAssertEqual(Style.plain.sgr, "\u{1B}[0m")
        XCTAssertEqual(Style(), .plain)
    }

    func testEveryAttributeInItsFixedOrder() {
        let style = Style(
            foreground: .yellow,
            background: .palette(22),
            bold: true,
            dim: true,
            underline: true,
            inverse: true,
            strikethrough: true
        )
        XCTAssertEqual(style.sgr, "\u{1B}[0;1;2;4;7;9;33;48;5;22m")
        XCTAssertEqual(Style(underline: true).sgr, "\u{1B}[0;4m")
        XCTAssertEqual(Style(background: .blue).sgr, "\u{1B}[0;44m")
    }

    func testWithoutColorTurnsABackgroundIntoInverseAndKeepsAttributes() {
        XCTAssertEqual(Style(background: .palette(28), bold: true).withoutColor(), Style(bold: true, inverse: true))
        XCTAssertEqual(
            Style(foreground: .red, dim: true, strikethrough: true).withoutColor(),
            Style(dim: true, strikethrough: true))
        XCTAssertEqual(Style(foreground: .red).withoutColor(), .plain)
        XCTAssertEqual(Style(underline: true, inverse: true).withoutColor(), Style(underline: true, inverse: true))
    }

    func testAdaptedKeepsColorsOnlyWhenEnabled() {
        let style = Style(foreground: .green, background: .red)
        XCTAssertEqual(style.adapted(to: .enabled), style)
        XCTAssertEqual(style.adapted(to: .disabled), Style(inverse: true))
    }
}
