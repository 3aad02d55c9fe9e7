import Foundation
import SectionedData
import XCTest

final class ItemPathIndexPathTests: XCTestCase {
    func testConversionKeepsSectionThenItemBothWays() {
        for sectionIndex in -1...3 {
            for itemIndex in -1...3 {
                let path = ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                let indexPath = path.indexPath
                XCTAssertEqual(Array(indexPath), [sectionIndex, itemIndex])
                XCTAssertEqual(ItemPath(indexPath), path)
            }
        }
        XCTAssertEqual(ItemPath(IndexPath(indexes: [2, 5])), ItemPath(sectionIndex: 2, itemIndex: 5))
    }
}
