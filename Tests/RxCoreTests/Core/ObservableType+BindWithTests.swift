import RxCore
import RxTest
import XCTest

final class ObservableTypeBindWithTests: RxTestCase {
    private final class Owner {
        var seen: [Int] = []
    }

    func testCallsOnNextWithTheObjectWhileItLives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = xs.bind(with: owner!) { owner, value in
                owner.seen.append(value)
                log.append("\(value)")
            }
        }
        scheduler.scheduleAt(230) { owner = nil }
        scheduler.start()
        XCTAssertNil(weakOwner)
        XCTAssertEqual(log, ["1", "2"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorIsReportedAsABindingError() {
        let reports = HookReports.capture {
            let owner = Owner()
            _ = Observable<Int>.error(OperatorTestError.boom).bind(with: owner) { _, _ in }
        }
        XCTAssertEqual(reports.bindingErrors.count, 1)
    }
}
