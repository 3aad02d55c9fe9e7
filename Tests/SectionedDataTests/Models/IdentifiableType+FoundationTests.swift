import Foundation
import SectionedData
import XCTest

final class IdentifiableTypeFoundationTests: XCTestCase {
    func testFoundationValuesAreTheirOwnIdentity() {
        let date = Date(timeIntervalSince1970: 1_000)
        XCTAssertEqual(date.identity, date)
        let uuid = UUID()
        XCTAssertEqual(uuid.identity, uuid)
    }
}
