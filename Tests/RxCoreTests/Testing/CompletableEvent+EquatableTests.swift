import RxCore
import RxTest
import XCTest

final class CompletableEventEquatableTests: XCTestCase {
    func testCompletionsAndMatchingErrorsAreEqual() {
        XCTAssertEqual(CompletableEvent.completed, .completed)
        XCTAssertEqual(CompletableEvent.error(MarbleTestError("a")), .error(MarbleTestError("a")))
    }

    func testCompletionAndErrorsThatDifferAreNotEqual() {
        XCTAssertNotEqual(CompletableEvent.completed, .error(RxError.unknown))
        XCTAssertNotEqual(CompletableEvent.error(MarbleTestError("a")), .error(MarbleTestError("b")))
        XCTAssertNotEqual(CompletableEvent.error(RxError.timeout), .error(RxError.noElements))
    }
}
