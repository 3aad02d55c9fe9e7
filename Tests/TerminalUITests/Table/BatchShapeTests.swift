import SectionedData
import XCTest

@testable import TerminalUI

final class BatchShapeTests: XCTestCase {
    func testCopiesTheCountsAndPositionsOfAChangeset() {
        let path = { (section: Int, item: Int) in ItemPath(sectionIndex: section, itemIndex: item) }
        let changeset = Changeset(
            originalSections: [SectionModel(model: "A", items: ["a", "b"])],
            finalSections: [
                SectionModel(model: "A", items: ["b"]),
                SectionModel(model: "B", items: ["c", "d", "e"]),
            ],
            insertedSections: [1],
            deletedSections: [4],
            movedSections: [(from: 2, to: 3)],
            updatedSections: [5],
            insertedItems: [path(0, 1)],
            deletedItems: [path(0, 0)],
            movedItems: [(from: path(0, 1), to: path(1, 0))],
            updatedItems: [path(2, 2)]
        )
        let shape = BatchShape(changeset)
        var expected = BatchShape(originalCounts: [2], finalCounts: [1, 3])
        expected.insertedSections = [1]
        expected.deletedSections = [4]
        expected.movedSections = [.init(from: 2, to: 3)]
        expected.updatedSections = [5]
        expected.insertedItems = [path(0, 1)]
        expected.deletedItems = [path(0, 0)]
        expected.movedItems = [.init(from: path(0, 1), to: path(1, 0))]
        expected.updatedItems = [path(2, 2)]
        XCTAssertEqual(shape, expected)
    }
}
