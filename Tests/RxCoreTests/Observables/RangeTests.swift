import RxCore
import XCTest

final class RangeTests: XCTestCase {
    func testEmitsConsecutiveIntegers() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.range(start: -2, count: 4))
        recorder.assertEvents([.next(-2), .next(-1), .next(0), .next(1), .completed])
    }

    func testZeroCountCompletesAtOnce() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.range(start: 5, count: 0))
        recorder.assertEvents([.completed])
    }

    func testReachesTheLargestValueOfTheType() {
        let recorder = EventRecorder<Int8>()
        recorder.record(Observable<Int8>.range(start: 125, count: 3))
        recorder.assertEvents([.next(125), .next(126), .next(127), .completed])
    }

    func testTakeStopsTheEmissionEarly() {
        var produced = 0
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.range(start: 0, count: 1_000_000).do(onNext: { _ in produced += 1 }).take(3))
        recorder.assertEvents([.next(0), .next(1), .next(2), .completed])
        XCTAssertEqual(produced, 3)
    }

    func testEverySubscriptionStartsOver() {
        let source = Observable.range(start: 1, count: 2)
        let recorder = EventRecorder<Int>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next(1), .next(2), .completed, .next(1), .next(2), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.range(start: 0, count: 10))
            recorder.record(Observable.range(start: 0, count: 10).take(2))
        }
    }
}
