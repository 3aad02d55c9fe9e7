import RxCore
import RxTest
import XCTest

final class SharedSequenceCombiningTests: RxTestCase {
    func testMergeVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        SharingScheduler.mock(scheduler: scheduler) {
            let first = xs.asDriver(onErrorJustReturn: 0)
            let second = ys.asDriver(onErrorJustReturn: 0)
            let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .completed(311)]
            XCTAssertEqual(scheduler.start { Driver.merge(first, second) }.events, expected)
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler2) {
            let only = zs.asSignal(onErrorJustReturn: 0)
            XCTAssertEqual(scheduler2.start { Signal.merge([only]) }.events, [.next(211, 1), .completed(301)])
            XCTAssertEqual(
                scheduler2.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                    Signal.merge(AnyCollection([only]))
                }.events,
                []
            )
        }
    }

    func testCombineLatestWithSelectorsAndTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let a = xs.asDriver(onErrorJustReturn: 0)
            let b = ys.asDriver(onErrorJustReturn: 0)
            XCTAssertEqual(
                scheduler.start { Driver.combineLatest(a, b) { $0 + $1 } }.events,
                [.next(221, 3), .next(231, 5), .completed(301)]
            )
            let tuples = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                Driver.combineLatest(a, b).map { "\($0)-\($1)" }
            }
            XCTAssertEqual(tuples.events, [])
        }
    }

    func testCombineLatestOfThreeAndFourAndACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let one = Driver.just(1)
            let two = Driver.just(2)
            XCTAssertEqual(
                scheduler.start { Driver.combineLatest(one, two, one) { $0 + $1 + $2 } }.events,
                [.next(201, 4), .completed(201)]
            )
            XCTAssertEqual(
                scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                    Driver.combineLatest(one, two, one, two) { $0 + $1 + $2 + $3 }
                }.events,
                [.next(1_201, 6), .completed(1_201)]
            )
            XCTAssertEqual(
                scheduler.start(created: 2_100, subscribed: 2_200, disposed: 3_000) {
                    Driver.combineLatest(one, two, one).map { "\($0)\($1)\($2)" }
                }.events,
                [.next(2_201, "121"), .completed(2_201)]
            )
            XCTAssertEqual(
                scheduler.start(created: 3_100, subscribed: 3_200, disposed: 4_000) {
                    Driver.combineLatest(one, two, one, two).map { "\($0)\($1)\($2)\($3)" }
                }.events,
                [.next(3_201, "1212"), .completed(3_201)]
            )
            XCTAssertEqual(
                scheduler.start(created: 4_100, subscribed: 4_200, disposed: 5_000) {
                    Driver<Int>.combineLatest([one, two]) { $0.reduce(0, +) }
                }.events,
                [.next(4_201, 3), .completed(4_201)]
            )
        }
    }
}
