import RxCore
import RxTest
import XCTest

// `Variable` is deprecated; these tests exercise it from declarations that are deprecated too,
// where the compiler raises no deprecation warning.
final class VariableTests: RxTestCase {
    @available(*, deprecated, message: "exercises the deprecated Variable")
    func testEmitsTheValueThenEveryChangeAndCompletesWhenReleased() { VariableScenarios.emitsAndCompletes() }
    @available(*, deprecated, message: "exercises the deprecated Variable")
    func testTheValueReadsBackWhatWasSet() { VariableScenarios.valueReadsBack() }
}

@available(*, deprecated, message: "exercises the deprecated Variable")
private enum VariableScenarios {
    static func emitsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var variable: Variable<Int>? = Variable(1)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = variable!.asObservable().subscribe(observer) }
        scheduler.scheduleAt(300) { variable!.value = 2 }
        scheduler.scheduleAt(400) { variable!.value = 3 }
        scheduler.scheduleAt(500) { variable = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 1), .next(300, 2), .next(400, 3), .completed(500)])
    }

    static func valueReadsBack() {
        let variable = Variable("a")
        XCTAssertEqual(variable.value, "a")
        variable.value = "b"
        XCTAssertEqual(variable.value, "b")
        let late = scheduledLateSubscriber(of: variable)
        XCTAssertEqual(late, ["b"])
    }

    private static func scheduledLateSubscriber(of variable: Variable<String>) -> [String] {
        var seen: [String] = []
        let subscription = variable.asObservable().subscribe(onNext: { seen.append($0) })
        subscription.dispose()
        return seen
    }
}
