import XCTest

@testable import TerminalUI

final class ColorTests: XCTestCase {
    func testStandardAndBrightColorsUseTheShortCodes() {
        XCTAssertEqual(Color.black.parameters(background: false), "30")
        XCTAssertEqual(Color.white.parameters(background: false), "37")
        XCTAssertEqual(Color.red.parameters(background: true), "41")
        XCTAssertEqual(Color.ansi(8).parameters(background: false), "90")
        XCTAssertEqual(Color.ansi(15).parameters(background: true), "107")
        XCTAssertEqual(Color.ansi(17).parameters(background: false), "31")
    }

    func testPaletteAndRGBColorsUseTheExtendedForms() {
        XCTAssertEqual(Color.palette(22).parameters(background: false), "38;5;22")
        XCTAssertEqual(Color.palette(255).parameters(background: true), "48;5;255")
        XCTAssertEqual(Color.rgb(red: 1, green: 2, blue: 3).parameters(background: false), "38;2;1;2;3")
        XCTAssertEqual(Color.rgb(red: 255, green: 0, blue: 128).parameters(background: true), "48;2;255;0;128")
    }
}
