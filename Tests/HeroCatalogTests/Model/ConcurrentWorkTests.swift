import XCTest

@testable import HeroCatalog

final class ConcurrentWorkTests: XCTestCase {
    func testMapKeepsTheOrder() {
        XCTAssertEqual(ConcurrentWork.map(100) { $0 * $0 }, (0..<100).map { $0 * $0 })
        XCTAssertEqual(ConcurrentWork.map(1) { $0 + 7 }, [7])
        XCTAssertEqual(ConcurrentWork.map(0) { $0 }, [])
    }

    func testRunsCoverTheRangeInOrder() {
        XCTAssertEqual(ConcurrentWork.runs(of: 10, size: 4), [0..<4, 4..<8, 8..<10])
        XCTAssertEqual(ConcurrentWork.runs(of: 8, size: 4), [0..<4, 4..<8])
        XCTAssertEqual(ConcurrentWork.runs(of: 0, size: 4), [])
        XCTAssertEqual(ConcurrentWork.runs(of: 3, size: 4), [0..<3])
    }
}
