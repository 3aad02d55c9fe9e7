import RxCore
import RxTest
import XCTest

final class RepeatElementTests: RxTestCase {
    func testTakeTerminatesTheInfiniteSequence() {
        let recorder = EventRecorder<String>()
        recorder.record(Observable.repeatElement("a").take(3))
        recorder.assertEvents([.next("a"), .next("a"), .next("a"), .completed])
        XCTAssertEqual(recorder.disposeCount, 1)
    }

    func testOnlyAsManyElementsAsTakenAreProduced() {
        var produced = 0
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.repeatElement(1).do(onNext: { _ in produced += 1 }).take(1_000))
        XCTAssertEqual(recorder.elements.count, 1_000)
        XCTAssertEqual(produced, 1_000)
    }

    func testTakeWhileTerminatesTheInfiniteSequence() {
        var counter = 0
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.repeatElement(1).map { _ -> Int in
                counter += 1
                return counter
            }.take(while: { $0 < 4 })
        )
        recorder.assertEvents([.next(1), .next(2), .next(3), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.repeatElement(9).take(5))
        }
    }
}

// MARK: - Virtual time

extension RepeatElementTests {
    func testOnATestSchedulerEmitsOneElementPerTickUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42)])
    }

    func testOnATestSchedulerDownstreamTakeStopsTheEmission() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement("x", scheduler: scheduler).take(3) }
        XCTAssertEqual(res.events, [.next(201, "x"), .next(202, "x"), .next(203, "x"), .completed(203)])
    }

    func testOnATestSchedulerReleasesEverything() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start(disposed: 210) { Observable.repeatElement(1, scheduler: scheduler) }
        }
    }
}
