import RxCore
import RxTest
import XCTest

final class BufferTests: RxTestCase {
    private let error = MarbleTestError()

    private func source(ending: Recorded<Event<Int>>) -> [Recorded<Event<Int>>] {
        [
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
            .next(420, 8), .next(470, 9), ending,
        ]
    }

    func testEmitsOnCountOrTimeWhicheverComesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(600)))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                .next(580, []), .next(600, []), .completed(600),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorDropsTheCurrentBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .error(600, error)))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                .next(580, []), .error(600, error),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testCompletionEmitsTheElementsCollectedSoFar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(230)])
    }

    func testDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(600)))
        let res = scheduler.start(disposed: 370) {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testOnADispatchQueue() {
        let baseline = Resources.total
        do {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.buffer")
            let received = Collector<[Int]>()
            let done = DispatchSemaphore(value: 0)
            // The elements are sent while the scheduler's queue is held, so the time span's timer
            // cannot cut a buffer short however long this thread takes to send them.
            let subscription = scheduler.whileQueueIsHeld {
                Observable.from(Array(1...7)).buffer(timeSpan: .seconds(5), count: 3, scheduler: scheduler)
                    .subscribe(onNext: { received.append($0) }, onCompleted: { done.signal() })
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(received.snapshot, [[1, 2, 3], [4, 5, 6], [7]])
            subscription.dispose()
        }
        waitForResources(toReturnTo: baseline)
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in
            source.buffer(timeSpan: .seconds(15), count: 2, scheduler: scheduler)
        }
        assertReleasesResources { source, scheduler in
            source.buffer(timeSpan: .seconds(500), count: 10, scheduler: scheduler)
        }
    }
}
