import RxCore
import XCTest

final class DistinctUntilChangedTests: XCTestCase {
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
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(subject.distinctUntilChanged())
        subject.onNext(1)
        subscription.dispose()
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
