import RxCore
import RxTest
import XCTest

// The traits' RxSwift 5 names, from deprecated test methods (see ObservableType+DeprecatedTests).
final class PrimitiveSequenceDeprecatedTests: RxTestCase {
    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testSingleCatchErrorRetryWhenAndSchedulers() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = Single<Int>.error(OperatorTestError.boom)
        let res = scheduler.start {
            failing.catchError { _ in .just(3) }.observeOn(scheduler).subscribeOn(scheduler).asObservable()
        }
        XCTAssertEqual(res.events, [.next(202, 3), .completed(203)])
        let renamedScheduler = TestScheduler(initialClock: 0)
        let renamed = renamedScheduler.start {
            failing.catch { _ in .just(3) }.observe(on: renamedScheduler).subscribe(on: renamedScheduler).asObservable()
        }
        XCTAssertEqual(renamed.events, res.events)

        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 2 ? .error(OperatorTestError.boom) : .just(attempts)
        }
        var outcome: [String] = []
        _ = flaky.retryWhen { $0 }.catchErrorJustReturn(0).subscribe(onSuccess: { outcome.append("\($0)") })
        XCTAssertEqual(outcome, ["2"])
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testSingleSubscribeOnErrorLabel() {
        var outcome: [String] = []
        _ = Single<Int>.error(OperatorTestError.boom).subscribe(
            onSuccess: { outcome.append("\($0)") },
            onError: {
                outcome.append("\($0)")
            })
        _ = Single.just(1).subscribe(onSuccess: { outcome.append("\($0)") }, onError: { outcome.append("\($0)") })
        XCTAssertEqual(outcome, ["boom", "1"])
    }

    @available(*, deprecated, message: "exercises a deprecated RxSwift 5 name")
    func testMaybeCatchErrorJustReturn() {
        var outcome: [String] = []
        _ = Maybe<Int>.error(OperatorTestError.boom).catchErrorJustReturn(4).subscribe(onSuccess: {
            outcome.append("\($0)")
        })
        XCTAssertEqual(outcome, ["4"])
    }
}
