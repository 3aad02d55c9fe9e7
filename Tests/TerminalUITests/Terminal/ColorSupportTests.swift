import XCTest

@testable import TerminalUI

final class ColorSupportTests: XCTestCase {
    func testColorIsOnByDefault() {
        XCTAssertEqual(ColorSupport.detect(environment: [:], noColorOption: false), .enabled)
        XCTAssertEqual(ColorSupport.detect(environment: ["TERM": "xterm"], noColorOption: false), .enabled)
    }

    func testANonEmptyNoColorVariableDisablesColor() {
        XCTAssertEqual(ColorSupport.detect(environment: ["NO_COLOR": "1"], noColorOption: false), .disabled)
        XCTAssertEqual(ColorSupport.detect(environment: ["NO_COLOR": "0"], noColorOption: false), .disabled)
    }

    func testAnEmptyNoColorVariableIsIgnored() {
        XCTAssertEqual(ColorSupport.detect(environment: ["NO_COLOR": ""], noColorOption: false), .enabled)
    }

    func testTheOptionDisablesColor() {
        XCTAssertEqual(ColorSupport.detect(environment: [:], noColorOption: true), .disabled)
        XCTAssertEqual(ColorSupport.detect(environment: ["NO_COLOR": ""], noColorOption: true), .disabled)
    }
}
