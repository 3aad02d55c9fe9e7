import RxCore
import RxTest
import XCTest

final class DistinctUntilChangedTests: RxTestCase {
    private struct Hero: Equatable {
        let name: String
        let power: Int
    }

    func testEquatableDropsConsecutiveDuplicates() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.distinctUntilChanged())
        for value in [1, 1, 2, 2, 2, 1, 3, 3] { subject.onNext(value) }
        subject.onCompleted()
        recorder.assertEvents([.next(1), .next(2), .next(1), .next(3), .completed])
    }

    func testKeySelectorComparesKeys() {
        let recorder = EventRecorder<String>()
        recorder.record(Observable.of("a", "A", "b", "B", "a").distinctUntilChanged { $0.lowercased() })
        recorder.assertEvents([.next("a"), .next("b"), .next("a"), .completed])
    }

    func testComparerIsCalledWithThePreviousEmittedElement() {
        var calls: [[Int]] = []
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 2, 3, 10, 11).distinctUntilChanged { previous, next in
                calls.append([previous, next])
                return abs(previous - next) < 5
            }
        )
        recorder.assertEvents([.next(1), .next(10), .completed])
        XCTAssertEqual(calls, [[1, 2], [1, 3], [1, 10], [10, 11]])
    }

    func testKeySelectorWithComparer() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 3, 2, 4, 5).distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
        )
        recorder.assertEvents([.next(1), .next(2), .next(5), .completed])
    }

    func testKeyPathComparesTheProperty() {
        let heroes = [
            Hero(name: "Ann", power: 1), Hero(name: "Ann", power: 2), Hero(name: "Bob", power: 2),
            Hero(name: "Ann", power: 3),
        ]
        let recorder = EventRecorder<Hero>()
        recorder.record(Observable.from(heroes).distinctUntilChanged(at: \.name))
        recorder.assertEvents([.next(heroes[0]), .next(heroes[2]), .next(heroes[3]), .completed])
    }

    func testForwardsTheSourceError() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(subject.distinctUntilChanged())
        subject.onNext(1)
        subject.onError(OperatorTestError.boom)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testKeySelectorErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.distinctUntilChanged { value -> Int in
                if value == 3 { throw OperatorTestError.boom }
                return value
            }
        )
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(4)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testComparerErrorFailsTheSequence() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 2).distinctUntilChanged { _, _ -> Bool in throw OperatorTestError.other }
        )
        recorder.assertEvents([.next(1), .error(OperatorTestError.other)])
    }

    func testDisposeUnsubscribes() {
        let recorder = EventRecorder<Int>()
        let subject = recorder.recordThenDispose { $0.distinctUntilChanged() }
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(Observable.of(1, 1, 2).distinctUntilChanged())
            recorder.record(Observable.of(1, 1, 2).distinctUntilChanged { $0 })
        }
    }
}

// MARK: - Virtual time

extension DistinctUntilChangedTests {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
            .next(235, 1), .next(240, 2), .completed(250),
        ])
    }

    func testMarbleEquatableDropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(
            res.events,
            [.next(210, 2), .next(215, 3), .next(225, 2), .next(235, 1), .next(240, 2), .completed(250)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(215, 3), .next(225, 2), .next(235, 1), .next(240, 2), .completed(250)])
    }

    func testMarbleComparerThatConsidersEverythingEqual() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    }

    func testMarbleKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Hero(name: "a", power: 1)), .next(220, Hero(name: "a", power: 2)),
            .next(230, Hero(name: "b", power: 2)), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.power) }
        XCTAssertEqual(
            res.events, [.next(210, Hero(name: "a", power: 1)), .next(220, Hero(name: "a", power: 2)), .completed(250)])
    }

    func testMarbleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleComparerErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.distinctUntilChanged { _, _ -> Bool in throw OperatorTestError.boom } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(215, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testMarbleKeySelectorErrorUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 3 { throw OperatorTestError.other }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(215, OperatorTestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testMarbleDisposeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start(disposed: 222) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 222)])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in source.distinctUntilChanged() }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in source.distinctUntilChanged() }
    }
}
