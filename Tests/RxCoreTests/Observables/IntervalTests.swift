import Foundation
import RxCore
import RxTest
import XCTest

final class IntervalTests: RxTestCase {
    func testEmitsCountsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)]
        )
    }

    func testZeroPeriodEmitsEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 210) { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, (0..<9).map { .next(201 + $0, $0) })
    }

    func testDisposingStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 350) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0)])
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 350, pending: [])")
    }

    func testOtherIntegerTypesWrapAround() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200 + 258 * 10 + 5) {
            Observable<UInt8>.interval(.seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events.count, 258)
        XCTAssertEqual(res.events.suffix(3).map { $0.value.element }, [255, 0, 1])
    }

    func testOnADispatchQueue() {
        let baseline = Resources.total
        let received = Collector<Int>()
        var countAtDisposal = 0
        do {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.interval")
            let done = DispatchSemaphore(value: 0)
            let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: scheduler)
                .subscribe(onNext: { value in
                    received.append(value)
                    if value == 3 { done.signal() }
                })
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            subscription.dispose()
            scheduler.drainPendingWork()
            countAtDisposal = received.count
            XCTAssertEqual(Array(received.snapshot.prefix(4)), [0, 1, 2, 3])
        }
        // Once the timer and the sink it held are released, nothing is left that could deliver.
        waitForResources(toReturnTo: baseline)
        XCTAssertEqual(received.count, countAtDisposal, "an element arrived after disposal")
    }

    func testReleasesResources() {
        assertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        }
    }
}
