import SectionedData
import XCTest

@testable import TerminalUI

final class TableLineTests: XCTestCase {
    private func path(_ section: Int, _ item: Int) -> ItemPath {
        ItemPath(sectionIndex: section, itemIndex: item)
    }

    func testPathAndRemovalFollowTheContent() {
        XCTAssertEqual(TableLine(.row(path(1, 2))).path, path(1, 2))
        XCTAssertNil(TableLine(.header(section: 0)).path)
        XCTAssertNil(TableLine(.removedRow(path(1, 2))).path)
        XCTAssertFalse(TableLine(.row(path(0, 0))).isRemoved)
        XCTAssertFalse(TableLine(.header(section: 0)).isRemoved)
        XCTAssertTrue(TableLine(.removedRow(path(0, 0))).isRemoved)
        XCTAssertTrue(TableLine(.removedHeader(section: 0)).isRemoved)
        XCTAssertEqual(TableLine(.row(path(0, 0))).change, .unchanged)
    }
}
