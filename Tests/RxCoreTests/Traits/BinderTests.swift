import RxTest
import XCTest

@testable import RxCore

final class BinderTests: RxTestCase {
    private final class Target {
        var values: [Int] = []
    }

    private final class ErrorLog: Sendable {
        let errors = LockedValue<[String]>([])
    }

    func testAppliesElementsOnTheMainSchedulerAndIgnoresCompletion() {
        let target = Target()
        let binder = Binder<Int>(target) { target, value in target.values.append(value) }
        binder.onNext(1)
        binder.onNext(2)
        binder.onCompleted()
        binder.onNext(3)
        XCTAssertEqual(target.values, [1, 2, 3])
    }

    func testHoldsTheTargetWeakly() {
        var target: Target? = Target()
        weak let weakTarget = target
        var calls = 0
        let binder = Binder<Int>(target!) { _, _ in calls += 1 }
        target = nil
        XCTAssertNil(weakTarget)
        binder.onNext(1)
        XCTAssertEqual(calls, 0)
    }

    func testRunsTheBindingOnTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let binder = Binder<Int>(target, scheduler: scheduler) { target, value in target.values.append(value) }
        scheduler.scheduleAt(100) { binder.onNext(7) }
        scheduler.advanceTo(100)
        XCTAssertEqual(target.values, [])
        scheduler.advanceTo(101)
        XCTAssertEqual(target.values, [7])
    }

    func testReportsErrorsThroughTheHook() {
        let log = ErrorLog()
        Hooks.setBindingErrorHandler { error in log.errors.withLock { $0.append("\(error)") } }
        defer { Hooks.setBindingErrorHandler(nil) }
        let binder = Binder<Int>(Target()) { _, _ in }
        binder.onError(RxError.timeout)
        XCTAssertEqual(log.errors.withLock { $0 }, ["Sequence timeout."])
    }

    func testAsObserverForwardsToTheBinder() {
        let target = Target()
        let observer = Binder<Int>(target) { target, value in target.values.append(value) }.asObserver()
        observer.onNext(5)
        XCTAssertEqual(target.values, [5])
    }
}
