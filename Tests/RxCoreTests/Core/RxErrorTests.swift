import RxCore
import XCTest

final class RxErrorTests: RxTestCase {
    func testEveryCaseReadsWell() {
        let object = BooleanDisposable()
        let descriptions = [
            RxError.unknown, .disposed(object: object), .overflow, .argumentOutOfRange, .noElements,
            .moreThanOneElement, .timeout,
        ].map(\.debugDescription)
        XCTAssertEqual(
            descriptions,
            [
                "Unknown error occurred.",
                "Object `RxCore.BooleanDisposable` was already disposed.",
                "Arithmetic overflow occurred.",
                "Argument out of range.",
                "Sequence doesn't contain any elements.",
                "Sequence contains more than one element.",
                "Sequence timeout.",
            ]
        )
    }

    func testDisposedCarriesTheObject() {
        let object = BooleanDisposable()
        guard case .disposed(let carried) = RxError.disposed(object: object) else { return XCTFail() }
        XCTAssertTrue(carried === object)
    }
}
