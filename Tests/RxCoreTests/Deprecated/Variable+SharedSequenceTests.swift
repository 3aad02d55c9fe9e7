import RxCore
import RxTest
import XCTest

// `Variable` is deprecated; these tests exercise it from declarations that are deprecated too,
// where the compiler raises no deprecation warning.
final class VariableSharedSequenceTests: RxTestCase {
    @available(*, deprecated, message: "exercises the deprecated Variable")
    func testAsDriverDeliversTheValueAndChangesOnTheSharingScheduler() {
        VariableSharedSequenceScenarios.asDriver()
    }

    @available(*, deprecated, message: "exercises the deprecated Variable")
    func testDriveAndBindSetTheValue() { VariableSharedSequenceScenarios.driveAndBind() }

    @available(*, deprecated, message: "exercises the deprecated RxCocoa name")
    func testDriveOnSchedulerMocksTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var driver: Driver<Int>?
        driveOnScheduler(scheduler) { driver = Observable.just(1).asDriver(onErrorJustReturn: 0) }
        let res = scheduler.start { driver! }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }
}

@available(*, deprecated, message: "exercises the deprecated Variable")
private enum VariableSharedSequenceScenarios {
    static func asDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let variable = Variable(1)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = variable.asDriver()
            let generic: Driver<Int> = variable.asSharedSequence()
            let named = variable.asSharedSequence(strategy: SignalSharingStrategy.self)
            let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(driver.drive(observers[0]))
                subscriptions.append(generic.drive(observers[1]))
                subscriptions.append(named.emit(to: observers[2]))
            }
            scheduler.scheduleAt(250) { variable.value = 2 }
            scheduler.scheduleAt(1000) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            for observer in observers {
                XCTAssertEqual(observer.events, [.next(201, 1), .next(251, 2)])
            }
        }
    }

    static func driveAndBind() {
        let scheduler = TestScheduler(initialClock: 0)
        let variable = Variable(0)
        let optional = Variable<Int?>(nil)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(xs.asDriver(onErrorJustReturn: -1).drive(variable))
                subscriptions.append(xs.asDriver(onErrorJustReturn: -1).drive(optional))
            }
            scheduler.scheduleAt(230) {
                for subscription in subscriptions { subscription.dispose() }
                _ = Observable.just(5).bind(to: variable)
                _ = Observable.just(6).bind(to: optional)
            }
            var seen: [Int] = []
            scheduler.scheduleAt(225) { seen = [variable.value, optional.value ?? 0] }
            scheduler.start()
            XCTAssertEqual(seen, [2, 2])
            XCTAssertEqual(variable.value, 5)
            XCTAssertEqual(optional.value, 6)
            _ = Observable.just(7).bindTo(variable)
            _ = Observable.just(8).bindTo(optional)
            XCTAssertEqual(variable.value, 7)
            XCTAssertEqual(optional.value, 8)
        }
    }
}
