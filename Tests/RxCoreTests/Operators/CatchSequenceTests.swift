import RxCore
import RxTest
import XCTest

final class CatchSequenceTests: RxTestCase {
    func testMovesToTheNextSequenceOnEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OperatorTestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, OperatorTestError.other)])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
    }

    func testStopsAtTheFirstCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTheLastErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, OperatorTestError.boom)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.error(30, OperatorTestError.other)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.error(250, OperatorTestError.other)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testAnEmptySequenceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: []) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testDisposingDisposesTheCurrentSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, OperatorTestError.boom)])
        let ys = scheduler.createHotObservable([.next(310, 2), .next(1100, 3)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 1000)])
    }

    func testTheSequenceIsIteratedLazily() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var made = 0
        let sources = (0..<3).lazy.map { _ -> Observable<Int> in
            made += 1
            return xs.asObservable()
        }
        let res = scheduler.start { Observable.catch(sequence: sources) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(made, 1)
    }

    func testReleasesEverything() {
        assertMarbleChainsRelease { source, _ in Observable.catch(sequence: [source, .just(7)]) }
    }
}
