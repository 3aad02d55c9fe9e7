import RxCore
import XCTest

final class RepeatElementTests: XCTestCase {
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
