import XCTest

@testable import RxCore

final class SerialDisposableSubscriptionTests: RxTestCase {
    func testANewSubscriptionReplacesAndDisposesThePreviousOne() throws {
        let serial = SerialDisposable()
        let first = try XCTUnwrap(serial.replaceWithNewSubscription())
        let firstUpstream = BooleanDisposable()
        first.setDisposable(firstUpstream)
        let second = try XCTUnwrap(serial.replaceWithNewSubscription())
        XCTAssertTrue(first.isDisposed)
        XCTAssertTrue(firstUpstream.isDisposed)
        XCTAssertFalse(second.isDisposed)
        serial.dispose()
        XCTAssertTrue(second.isDisposed)
    }

    func testNothingToSubscribeOnceDisposed() {
        let serial = SerialDisposable()
        serial.dispose()
        XCTAssertNil(serial.replaceWithNewSubscription())
    }
}
