import RxCore
import RxTest
import XCTest

final class MaybeEventEquatableTests: XCTestCase {
    func testSameCaseAndPayloadAreEqual() {
        XCTAssertEqual(MaybeEvent<Int>.success(1), .success(1))
        XCTAssertEqual(MaybeEvent<Int>.completed, .completed)
        XCTAssertEqual(MaybeEvent<Int>.error(MarbleTestError("a")), .error(MarbleTestError("a")))
    }

    func testDifferentCasesOrPayloadsDiffer() {
        XCTAssertNotEqual(MaybeEvent<Int>.success(1), .success(2))
        XCTAssertNotEqual(MaybeEvent<Int>.success(1), .completed)
        XCTAssertNotEqual(MaybeEvent<Int>.completed, .error(RxError.noElements))
        XCTAssertNotEqual(MaybeEvent<Int>.error(MarbleTestError("a")), .error(MarbleTestError("b")))
        XCTAssertNotEqual(MaybeEvent<Int>.error(MarbleTestError("a")), .error(RxError.unknown))
    }
}
