import Foundation
import RxBlocking
import RxCore
import XCTest

final class BlockingObservableTimeoutTests: BlockingTestCase {
    func testEveryOperatorThrowsTimeoutWhenTheSequenceTakesTooLong() {
        let never = Observable<Int>.never()
        assertThrows(RxError.timeout) { try never.toBlocking(timeout: 0.02).toArray() }
        assertThrows(RxError.timeout) { try never.toBlocking(timeout: 0.02).first() }
        assertThrows(RxError.timeout) { try never.toBlocking(timeout: 0.02).last() }
        assertThrows(RxError.timeout) { try never.toBlocking(timeout: 0.02).single() }
        assertThrows(RxError.timeout) { try never.toBlocking(timeout: 0.02).single { $0 > 0 } }
    }

    func testMaterializeKeepsTheElementsReceivedBeforeTheTimeout() {
        let stalled = Observable.of(1, 2).concat(Observable.never())
        guard case .failed(let elements, let error) = stalled.toBlocking(timeout: 0.02).materialize() else {
            return XCTFail("expected a timeout")
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(String(describing: error), String(describing: RxError.timeout))
    }

    func testTheWaitLastsAboutTheTimeout() {
        let start = Date()
        _ = Observable<Int>.never().toBlocking(timeout: 0.1).materialize()
        let waited = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(waited, 0.1)
        XCTAssertLessThan(waited, 3)
    }

    func testTimeoutDisposesTheSubscription() {
        let disposed = expectation(description: "disposed")
        let never = Observable<Int>.never().do(onDispose: { disposed.fulfill() })
        assertThrows(RxError.timeout) { try never.toBlocking(timeout: 0.01).toArray() }
        wait(for: [disposed], timeout: 30)
    }

    func testASequenceFinishingInTimeIsNotATimeout() throws {
        let quick = Observable<Int>.timer(.milliseconds(5), scheduler: SerialDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(try quick.toBlocking(timeout: 30).toArray(), [0])
    }
}
