import RxTest
import XCTest

@testable import RxCore

final class ContinuationSinkTests: RxTestCase {
    private let error = MarbleTestError()

    func testSwitchesToTheContinuationAtTheFirstElementAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createColdObservable([.next(5, "a"), .completed(10)])
        let res = scheduler.start {
            xs.asObservable().continued(onElement: { _ in ys.asObservable() }, onCompleted: nil)
        }
        XCTAssertEqual(res.events, [.next(215, "a"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testCompletionWithoutAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let plain = scheduler.start {
            xs.asObservable().continued(onElement: { Observable.just($0) }, onCompleted: nil)
        }
        XCTAssertEqual(plain.events, [.completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let switched = scheduler2.start {
            xs2.asObservable().continued(onElement: nil, onCompleted: { Observable.just(9) })
        }
        XCTAssertEqual(switched.events, [.next(230, 9), .completed(230)])
    }

    func testErrorsPassAndThrowingSelectorsFail() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(error).continued(onElement: { Observable.just($0) }, onCompleted: nil)
            .subscribe { events.append($0) }
        _ = Observable.just(1).continued(onElement: { _ -> Observable<Int> in throw self.error }, onCompleted: nil)
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(error), .error(error)])
    }

    func testElementsAreIgnoredWithoutAnElementContinuation() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).continued(onElement: nil, onCompleted: { Observable.just(3) })
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(3), .completed])
    }

    func testReleasesResources() {
        assertReleasesResources { source, _ in
            source.continued(onElement: { Observable.just($0) }, onCompleted: { Observable.just(0) })
        }
    }
}
