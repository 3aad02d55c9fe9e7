import Foundation
import RxCore
import XCTest

final class HistoricalSchedulerTimeConverterTests: RxTestCase {
    private let converter = HistoricalSchedulerTimeConverter()

    func testConversionsAreIdentities() {
        let date = Date(timeIntervalSince1970: 12.25)
        XCTAssertEqual(converter.convertFromVirtualTime(date), date)
        XCTAssertEqual(converter.convertToVirtualTime(date), date)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(1.5), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.5), 1.5)
    }

    func testOffsetAndCompare() {
        let date = Date(timeIntervalSince1970: 10)
        XCTAssertEqual(converter.offsetVirtualTime(date, offset: 2), Date(timeIntervalSince1970: 12))
        XCTAssertEqual(converter.compareVirtualTime(date, date.addingTimeInterval(1)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(date, date), .equal)
        XCTAssertEqual(converter.compareVirtualTime(date.addingTimeInterval(1), date), .greaterThan)
    }
}
