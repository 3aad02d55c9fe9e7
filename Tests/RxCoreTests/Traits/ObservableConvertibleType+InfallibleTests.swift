import RxCore
import RxTest
import XCTest

final class ObservableConvertibleTypeInfallibleTests: RxTestCase {
    private func failingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .error(220, OperatorTestError.boom)])
    }

    func testOnErrorJustReturnEndsWithTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingSource(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testOnErrorFallbackToContinuesWithTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingSource(scheduler)
        let fallback = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: -1)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .completed(240)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    @available(*, deprecated, message: "exercises the deprecated spelling")
    func testOnErrorDriveWithIsTheOldNameOfFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingSource(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorDriveWith: .just(7)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .completed(220)])
    }

    func testOnErrorRecoverGetsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingSource(scheduler)
        var received: [OperatorTestError] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                received.append(error as! OperatorTestError)
                return .just(9)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 9), .completed(220)])
        XCTAssertEqual(received, [.boom])
    }

    func testASourceThatDoesNotFailPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    }
}
