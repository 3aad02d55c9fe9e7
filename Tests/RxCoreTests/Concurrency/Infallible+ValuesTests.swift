import RxCore
import XCTest

final class InfallibleValuesTests: RxTestCase {
    func testValuesIterateTheElementsAndEnd() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2, 3).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testBreakingOutDisposesTheSubscription() async {
        let disposed = expectation(description: "disposed")
        let endless = Infallible<Int>.create { observer in
            observer(.next(1))
            return Disposables.create { disposed.fulfill() }
        }
        for await value in endless.values {
            XCTAssertEqual(value, 1)
            break
        }
        await fulfillment(of: [disposed], timeout: 30)
    }
}
