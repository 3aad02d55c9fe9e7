import RxCore
import RxTest
import XCTest

final class InfallibleTransformingTests: RxTestCase {
    private func hot(_ scheduler: TestScheduler) -> Infallible<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)]).asInfallible(
            onErrorJustReturn: -1)
    }

    func testMapAndCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hot(scheduler)
        XCTAssertEqual(
            scheduler.start { source.map { $0 * 10 } }.events, [.next(210, 10), .next(220, 20), .completed(250)])
        let other = TestScheduler(initialClock: 0)
        let second = hot(other)
        XCTAssertEqual(
            other.start { second.compactMap { $0 == 1 ? nil : "\($0)" } }.events, [.next(220, "2"), .completed(250)])
    }

    func testFlatMapFamilies() {
        for (name, expected) in [
            (
                "flatMap",
                [Recorded.next(215, "1a"), .next(225, "1b"), .next(225, "2a"), .next(235, "2b"), .completed(250)]
            ),
            ("flatMapLatest", [.next(215, "1a"), .next(225, "2a"), .next(235, "2b"), .completed(250)]),
            ("flatMapFirst", [.next(215, "1a"), .next(225, "1b"), .completed(250)]),
            ("concatMap", [.next(215, "1a"), .next(225, "1b"), .next(235, "2a"), .next(245, "2b"), .completed(250)]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = hot(scheduler)
            let inner = { (value: Int) in
                scheduler.createColdObservable([.next(5, "\(value)a"), .next(15, "\(value)b"), .completed(20)])
            }
            let res = scheduler.start { () -> Infallible<String> in
                switch name {
                case "flatMap": return source.flatMap(inner)
                case "flatMapLatest": return source.flatMapLatest(inner)
                case "flatMapFirst": return source.flatMapFirst(inner)
                default: return source.concatMap(inner)
                }
            }
            XCTAssertEqual(res.events, expected, name)
        }
    }

    func testScanAndStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hot(scheduler)
        XCTAssertEqual(
            scheduler.start { source.scan(10, accumulator: +) }.events,
            [.next(210, 11), .next(220, 13), .completed(250)])
        let other = TestScheduler(initialClock: 0)
        let second = hot(other)
        XCTAssertEqual(
            other.start { second.scan(into: [Int]()) { $0.append($1) } }.events,
            [.next(210, [1]), .next(220, [1, 2]), .completed(250)])
        let third = TestScheduler(initialClock: 0)
        let started = hot(third)
        XCTAssertEqual(
            third.start { started.startWith(0) }.events, [.next(200, 0), .next(210, 1), .next(220, 2), .completed(250)])
    }

    func testWithUnretainedCompletesOnceTheObjectIsGone() {
        final class Owner {
            let name: String
            init(name: String) { self.name = name }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        var owner: Owner? = Owner(name: "o")
        scheduler.scheduleAt(230) { owner = nil }
        let infallible = source.asInfallible(onErrorJustReturn: -1)
        let res = scheduler.start { infallible.withUnretained(owner!) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        let tuples = Infallible.just(5).withUnretained(self).map { $0.1 }
        var seen: [Int] = []
        _ = tuples.subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [5])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(205, 1), .next(220, 2), .completed(250)])
        let other = scheduler.createHotObservable([.next(210, "a"), .next(215, "b")])
        let first = source.asInfallible(onErrorJustReturn: 0)
        let second = other.asInfallible(onErrorJustReturn: "")
        XCTAssertEqual(scheduler.start { first.withLatestFrom(second) }.events, [.next(220, "b"), .completed(250)])
        let again = TestScheduler(initialClock: 0)
        let xs = again.createHotObservable([.next(205, 1), .next(220, 2), .completed(250)])
        let ys = again.createHotObservable([.next(210, "a")])
        let res = again.start {
            xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) {
                "\($0)\($1)"
            }
        }
        XCTAssertEqual(res.events, [.next(220, "2a"), .completed(250)])
    }
}
