import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class ScreenLayoutTests: XCTestCase {
    func testAFullScreenHasEveryPart() {
        let layout = ScreenLayout(width: 100, height: 30)
        XCTAssertEqual(layout.searchRow, 0)
        XCTAssertEqual(layout.statusRow, 1)
        XCTAssertEqual(layout.columnHeaderRow, 2)
        XCTAssertEqual(layout.tableRows, 3..<29)
        XCTAssertEqual(layout.helpRow, 29)
    }

    func testSmallScreensDropTheLeastImportantPartsFirst() {
        let expectations: [(height: Int, search: Int?, status: Int?, header: Int?, table: Range<Int>, help: Int?)] = [
            (0, nil, nil, nil, 0..<0, nil),
            (1, 0, nil, nil, 1..<1, nil),
            (2, 0, nil, nil, 1..<2, nil),
            (3, 0, nil, nil, 1..<3, nil),
            (4, 0, 1, nil, 2..<4, nil),
            (5, 0, 1, nil, 2..<4, 4),
            (6, 0, 1, 2, 3..<5, 5),
        ]
        for expected in expectations {
            let layout = ScreenLayout(width: 40, height: expected.height)
            XCTAssertEqual(layout.searchRow, expected.search, "height \(expected.height)")
            XCTAssertEqual(layout.statusRow, expected.status, "height \(expected.height)")
            XCTAssertEqual(layout.columnHeaderRow, expected.header, "height \(expected.height)")
            XCTAssertEqual(layout.tableRows, expected.table, "height \(expected.height)")
            XCTAssertEqual(layout.helpRow, expected.help, "height \(expected.height)")
        }
    }

    func testNegativeSizesCountAsZero() {
        let layout = ScreenLayout(width: -3, height: -1)
        XCTAssertEqual(layout.width, 0)
        XCTAssertEqual(layout.height, 0)
        XCTAssertNil(layout.searchRow)
        XCTAssertTrue(layout.tableRows.isEmpty)
    }
}
