import XCTest

@testable import TerminalUI

final class RowChangeTests: XCTestCase {
    func testThereAreFiveKindsOfChange() {
        XCTAssertEqual(RowChange.allCases, [.inserted, .deleted, .moved, .updated, .unchanged])
    }
}
