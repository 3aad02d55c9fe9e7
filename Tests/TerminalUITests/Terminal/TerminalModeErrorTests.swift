import XCTest

@testable import TerminalUI

final class TerminalModeErrorTests: XCTestCase {
    func testDescriptionsNameTheProblem() {
        XCTAssertEqual(TerminalModeError.notATerminal(descriptor: 0).description, "file descriptor 0 is not a terminal")
        XCTAssertEqual(
            TerminalModeError.attributesFailed(descriptor: 3, errorNumber: 5).description,
            "cannot change the settings of terminal 3 (errno 5)"
        )
        XCTAssertEqual(TerminalModeError.alreadyActive.description, "the terminal is already in full-screen mode")
    }
}
