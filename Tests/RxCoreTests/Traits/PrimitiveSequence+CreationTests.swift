import RxCore
import RxTest
import XCTest

/// A resource that reports its disposal.
private struct TestResource: Disposable {
    let onDispose: () -> Void

    func dispose() {
        onDispose()
    }
}

final class PrimitiveSequenceCreationTests: RxTestCase {
    func testUsingDisposesTheResourceWhenTheSingleSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(20, 5), .completed(20)])
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Single.using(
                { TestResource { disposedAt.append(scheduler.clock) } },
                primitiveSequenceFactory: { _ in xs.asSingle() }
            )
        }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(220)])
        XCTAssertEqual(disposedAt, [220])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testUsingReportsFactoryErrorsAndDisposesOnEarlyDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = 0
        let failing = scheduler.start {
            Maybe<Int>.using(
                { TestResource { disposed += 1 } },
                primitiveSequenceFactory: { _ in throw OperatorTestError.boom }
            )
        }
        XCTAssertEqual(failing.events, [.error(200, OperatorTestError.boom)])
        XCTAssertEqual(disposed, 1)
        let never = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
            Completable.using({ TestResource { disposed += 1 } }, primitiveSequenceFactory: { _ in .never() })
        }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(disposed, 2)
    }

    func testTimerSucceedsWithZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(single.events, [.next(230, 0), .completed(230)])
        let maybe = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Maybe<UInt8>.timer(.seconds(5), scheduler: scheduler)
        }
        XCTAssertEqual(maybe.events, [.next(1205, 0), .completed(1205)])
    }
}
