import XCTest

@testable import HeroesDemo

final class ExitStatusTests: XCTestCase {
    func testStatusesFollowTheUsualConventions() {
        XCTAssertEqual(ExitStatus.success.rawValue, 0)
        XCTAssertEqual(ExitStatus.dataError.rawValue, 1)
        XCTAssertEqual(ExitStatus.usageError.rawValue, 2)
        XCTAssertEqual(ExitStatus.outputError.rawValue, 3)
    }
}
