import XCTest

@testable import HeroesDemo

final class RowChangeTests: XCTestCase {
    func testThereAreFiveKindsOfChange() {
        XCTAssertEqual(RowChange.allCases, [.inserted, .deleted, .moved, .updated, .unchanged])
    }
}
