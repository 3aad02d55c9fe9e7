import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class ExitStatusTests: XCTestCase {
    func testStatusesFollowTheUsualConventions() {
        XCTAssertEqual(ExitStatus.success.rawValue, 0)
        XCTAssertEqual(ExitStatus.dataError.rawValue, 1)
        XCTAssertEqual(ExitStatus.usageError.rawValue, 2)
        XCTAssertEqual(ExitStatus.outputError.rawValue, 3)
        XCTAssertEqual(ExitStatus.interrupted.rawValue, 128 + SIGINT)
    }
}
