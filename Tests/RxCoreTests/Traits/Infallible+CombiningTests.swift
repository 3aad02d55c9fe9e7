import RxCore
import RxTest
import XCTest

final class InfallibleCombiningTests: RxTestCase {
    func testConcatForms() {
        for form in ["instance", "sequence", "collection", "variadic"] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let first = xs.asInfallible(onErrorJustReturn: 0)
            let second = ys.asInfallible(onErrorJustReturn: 0)
            let res = scheduler.start { () -> Infallible<Int> in
                switch form {
                case "instance": return first.concat(ys.asObservable())
                case "sequence": return Infallible.concat([first, second].lazy.map { $0 })
                case "collection": return Infallible.concat([first, second])
                default: return Infallible.concat(first, second)
                }
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)], form)
            XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)], form)
        }
    }

    func testMergeForms() {
        for form in ["collection", "array", "variadic"] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
            let first = xs.asInfallible(onErrorJustReturn: 0)
            let second = ys.asInfallible(onErrorJustReturn: 0)
            let res = scheduler.start { () -> Infallible<Int> in
                switch form {
                case "collection": return Infallible.merge([first, second].lazy.map { $0 })
                case "array": return Infallible.merge([first, second])
                default: return Infallible.merge(first, second)
                }
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)], form)
        }
    }

    func testCombineLatestOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let sources = [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]
        let res = scheduler.start { Infallible.combineLatest(sources) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(230, [3, 2]), .completed(250)])
        let summed = TestScheduler(initialClock: 0)
        let a = summed.createHotObservable([.next(210, 1), .completed(240)])
        let b = summed.createHotObservable([.next(220, 2), .completed(250)])
        let both = [a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)]
        XCTAssertEqual(
            summed.start { Infallible.combineLatest(both) { $0.reduce(0, +) } }.events,
            [.next(220, 3), .completed(250)])
    }
}
