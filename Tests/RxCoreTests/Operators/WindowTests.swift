import RxCore
import RxTest
import XCTest

final class WindowTests: RxTestCase {
    private let error = MarbleTestError()

    private func source(ending: Recorded<Event<Int>>) -> [Recorded<Event<Int>>] {
        [
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
            .next(420, 8), .next(470, 9), ending,
        ]
    }

    /// Subscribes to every window as it is emitted and labels its events with the window's index.
    private func flattened(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        Observable<String>.create { observer in
            let inner = CompositeDisposable()
            var index = 0
            let outer = windows.subscribe(
                onNext: { window in
                    let label = index
                    index += 1
                    inner.insert(
                        window.subscribe(
                            onNext: { observer.onNext("\(label) \($0)") },
                            onError: { observer.onNext("\(label) error \($0)") },
                            onCompleted: { observer.onNext("\(label) completed") }
                        )
                    )
                },
                onError: { observer.onError($0) },
                onCompleted: { observer.onCompleted() }
            )
            return Disposables.create(outer, inner)
        }
    }

    func testOpensWindowsOnCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(600)))
        let res = scheduler.start { self.flattened(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        XCTAssertEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(240, "0 completed"),
                .next(280, "1 4"), .next(310, "1 completed"),
                .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(370, "2 completed"),
                .next(420, "3 8"), .next(440, "3 completed"),
                .next(470, "4 9"), .next(510, "4 completed"),
                .next(580, "5 completed"),
                .next(600, "6 completed"), .completed(600),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorEndsTheCurrentWindowAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, error)])
        let res = scheduler.start { self.flattened(xs.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)) }
        XCTAssertEqual(
            res.events,
            [.next(210, "0 1"), .next(230, "0 error MarbleTestError(boom)"), .error(230, error)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(600)))
        let res = scheduler.start(disposed: 370) {
            self.flattened(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(240, "0 completed"),
                .next(280, "1 4"), .next(310, "1 completed"), .next(320, "2 5"), .next(350, "2 6"),
                .next(370, "2 7"), .next(370, "2 completed"),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testAWindowWithASubscriberKeepsTheSourceSubscribedAfterTheOuterSubscriptionEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source(ending: .completed(600)))
        let outerEvents = scheduler.createObserver(Observable<Int>.self)
        let windowEvents = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var first: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(1_000), count: 100, scheduler: scheduler).subscribe { event in
                outerEvents.on(event)
                if case .next(let window) = event, first == nil { first = window.subscribe(windowEvents) }
            }
        }
        scheduler.scheduleAt(230) { outer?.dispose() }
        scheduler.scheduleAt(300) { first?.dispose() }
        scheduler.start()
        XCTAssertEqual(outerEvents.events.count, 1)
        XCTAssertEqual(windowEvents.events, [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in
            self.flattened(source.window(timeSpan: .seconds(15), count: 2, scheduler: scheduler))
        }
        assertReleasesResources { source, scheduler in
            source.window(timeSpan: .seconds(500), count: 10, scheduler: scheduler).map { _ in 0 }
        }
    }
}
