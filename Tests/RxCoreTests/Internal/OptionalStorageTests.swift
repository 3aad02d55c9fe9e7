import XCTest

@testable import RxCore

final class OptionalStorageTests: RxTestCase {
    private func roundTrip<Last: OptionalStorage>(_ value: Last.Wrapped, as _: Last.Type) -> (
        Last.Wrapped?, Last.Wrapped?
    ) {
        (Last.none.optional, Last(value).optional)
    }

    func testOptionalIsItsOwnStorage() {
        let (none, some) = roundTrip("a", as: String?.self)
        XCTAssertNil(none)
        XCTAssertEqual(some, "a")
    }

    func testNoElementKeepsNothing() {
        let (none, some) = roundTrip("a", as: NoElement<String>.self)
        XCTAssertNil(none)
        XCTAssertNil(some)
    }
}
