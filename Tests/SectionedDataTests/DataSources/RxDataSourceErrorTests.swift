import DiffTestSupport
import SectionedData
import XCTest

final class RxDataSourceErrorTests: XCTestCase {
    func testDescriptionsNameTheProblemAndTheValues() {
        XCTAssertEqual(
            "\(RxDataSourceError.outOfBounds(indexPath: path(4, 1), sectionCount: 1, itemCount: nil))",
            "Item path [4, 1] is out of range: there is no section 4 (the data source has 1 section)"
        )
        XCTAssertEqual(
            "\(RxDataSourceError.outOfBounds(indexPath: path(0, 5), sectionCount: 2, itemCount: 5))",
            "Item path [0, 5] is out of range: section 0 has 5 items"
        )
        XCTAssertEqual(
            "\(RxDataSourceError.castingError(object: row(7, 1), targetType: String.self))",
            "Cannot cast the model 7' of type Row to String"
        )
        XCTAssertEqual("\(RxDataSourceError.preconditionFailed(message: "No data source"))", "No data source")
    }
}
