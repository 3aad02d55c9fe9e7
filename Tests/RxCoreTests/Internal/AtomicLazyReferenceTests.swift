import XCTest

@testable import RxCore

final class AtomicLazyReferenceTests: RxTestCase {
    func testTheFirstStoreWinsAndLaterStoresGetIt() {
        let reference = AtomicLazyReference<Token>()
        XCTAssertNil(reference.load())
        let first = Token()
        XCTAssertTrue(reference.storeIfNil(first) === first)
        XCTAssertTrue(reference.storeIfNil(Token()) === first)
        XCTAssertTrue(reference.load() === first)
    }

    func testRemoveForTeardownReleasesTheInstanceOnce() {
        weak var weakToken: Token?
        let reference = AtomicLazyReference<Token>()
        do {
            let token = Token()
            weakToken = token
            _ = reference.storeIfNil(token)
        }
        XCTAssertNotNil(weakToken)
        reference.removeForTeardown()
        XCTAssertNil(weakToken)
        XCTAssertNil(reference.load())
        // Nothing left to release: a second teardown and the deinit do nothing.
        reference.removeForTeardown()
    }
}
