import XCTest

@testable import TerminalUI

final class KeyTests: XCTestCase {
    func testKeysCompareByCaseAndPayload() {
        XCTAssertEqual(Key.text("a"), .text("a"))
        XCTAssertNotEqual(Key.text("a"), .text("b"))
        XCTAssertEqual(Key.control("c"), .control("c"))
        XCTAssertNotEqual(Key.control("c"), .control("u"))
        XCTAssertNotEqual(Key.unknown([0x1B]), .escape)
        XCTAssertEqual(Set<Key>([.up, .up, .down]).count, 2)
    }
}
