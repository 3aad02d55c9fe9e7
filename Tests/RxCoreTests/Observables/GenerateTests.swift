import RxCore
import RxTest
import XCTest

final class GenerateTests: RxTestCase {
    func testEmitsStatesWhileTheConditionHolds() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 }))
        recorder.assertEvents([.next(1), .next(3), .next(9), .next(27), .next(81), .completed])
    }

    func testFalseInitialConditionCompletesAtOnce() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.generate(initialState: 10, condition: { $0 < 5 }, iterate: { $0 + 1 }))
        recorder.assertEvents([.completed])
    }

    func testConditionErrorFailsTheSequence() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.generate(
                initialState: 0,
                condition: { state in
                    if state == 2 { throw OperatorTestError.boom }
                    return true
                },
                iterate: { $0 + 1 }
            )
        )
        recorder.assertEvents([.next(0), .next(1), .error(OperatorTestError.boom)])
    }

    func testIterateErrorFailsTheSequence() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.generate(
                initialState: 0,
                condition: { _ in true },
                iterate: { state in
                    if state == 1 { throw OperatorTestError.boom }
                    return state + 1
                }
            )
        )
        recorder.assertEvents([.next(0), .next(1), .error(OperatorTestError.boom)])
    }

    func testTakeStopsAnEndlessGenerator() {
        var iterations = 0
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.generate(
                initialState: 0,
                condition: { _ in true },
                iterate: { state in
                    iterations += 1
                    return state + 2
                }
            ).take(3)
        )
        recorder.assertEvents([.next(0), .next(2), .next(4), .completed])
        XCTAssertEqual(iterations, 2)
    }

    func testEverySubscriptionStartsFromTheInitialState() {
        let source = Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 })
        let recorder = EventRecorder<Int>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next(0), .next(1), .completed, .next(0), .next(1), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }))
            recorder.record(Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 }).take(2))
        }
    }
}

// MARK: - Virtual time

extension GenerateTests {
    func testOnATestSchedulerEmitsOneStatePerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func testOnATestSchedulerConditionErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { state in
                    if state == 1 { throw OperatorTestError.boom }
                    return true
                },
                scheduler: scheduler,
                iterate: { $0 + 1 }
            )
        }
        XCTAssertEqual(res.events, [.next(201, 0), .error(202, OperatorTestError.boom)])
    }

    func testOnATestSchedulerIterateErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { _ in true },
                scheduler: scheduler,
                iterate: { _ in throw OperatorTestError.other }
            )
        }
        XCTAssertEqual(res.events, [.next(201, 0), .error(202, OperatorTestError.other)])
    }

    func testOnATestSchedulerDisposeStopsTheLoop() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func testOnATestSchedulerReleasesEverything() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start {
                Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
            }
        }
    }
}
