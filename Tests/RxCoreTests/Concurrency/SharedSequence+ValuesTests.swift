import Foundation
import RxCore
import XCTest

final class SharedSequenceValuesTests: RxTestCase {
    func testIteratesADriverWithoutThrowing() async {
        let driver = await MainActor.run { Observable.of(1, 2, 3).asDriver(onErrorJustReturn: 0) }
        var received: [Int] = []
        for await value in driver.values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testAFailingSourceEndsWithTheRecoveryElement() async {
        struct Failure: Error {}
        let signal = await MainActor.run { Observable<Int>.error(Failure()).asSignal(onErrorJustReturn: -1) }
        var received: [Int] = []
        for await value in signal.values {
            received.append(value)
        }
        XCTAssertEqual(received, [-1])
    }

    func testCancellingTheConsumerDisposesTheSubscription() async {
        let disposed = expectation(description: "disposed")
        let first = expectation(description: "first element")
        let driver = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed.fulfill() }
        }.asDriver(onErrorJustReturn: 0)
        let consumer = Task {
            for await _ in driver.values { first.fulfill() }
        }
        await fulfillment(of: [first], timeout: 30)
        consumer.cancel()
        await fulfillment(of: [disposed], timeout: 30)
    }
}
