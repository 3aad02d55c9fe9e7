import RxCore
import RxTest
import XCTest

final class ObservableTypePrimitiveSequenceTests: RxTestCase {
    private let error = MarbleTestError()

    func testAsSingleWaitsForCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsOnASecondElementAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleFailsWhenEmptyAndPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.asSingle() }.events, [.error(250, RxError.noElements)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let failing = scheduler2.createHotObservable([.next(210, 1), .error(250, error)])
        XCTAssertEqual(scheduler2.start { failing.asSingle() }.events, [.error(250, error)])
    }

    func testAsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(scheduler.start { one.asMaybe() }.events, [.next(250, 1), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler2.start { empty.asMaybe() }.events, [.completed(250)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let two = scheduler3.createHotObservable([.next(210, 1), .next(220, 2)])
        XCTAssertEqual(scheduler3.start { two.asMaybe() }.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingWhileTheElementIsDeliveredDropsTheCompletion() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        var subscription: Disposable?
        subscription = subject.asSingle().asObservable().subscribe { event in
            events.append(event)
            subscription?.dispose()
        }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1)])
    }

    func testAsCompletableOfNeverElements() {
        var log: [String] = []
        _ = Observable<Never>.empty().asCompletable().subscribe { log.append("\($0)") }
        XCTAssertEqual(log, ["completed"])
    }

    func testReleasesResources() {
        assertReleasesResources { source, _ in source.asSingle().asObservable() }
        assertReleasesResources { source, _ in source.asMaybe().asObservable() }
    }
}
