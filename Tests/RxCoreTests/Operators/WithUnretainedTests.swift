import RxCore
import RxTest
import XCTest

final class WithUnretainedTests: RxTestCase {
    private final class Owner {
        let name: String
        init(name: String) { self.name = name }
    }

    func testCombinesEachElementWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheTupleFormPairsTheObjectAndTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0 === owner)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "true1"), .completed(300)])
    }

    func testCompletesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(name: "o")
        weak let weakOwner = owner
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(270, 3)])
        let stream = xs.withUnretained(owner!) { "\($0.name)\($1)" }
        scheduler.scheduleAt(250) { owner = nil }
        let res = scheduler.start { stream }
        XCTAssertNil(weakOwner)
        XCTAssertEqual(res.events, [.next(210, "o1"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.error(230, OperatorTestError.boom)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.withUnretained(owner) { $1 } }
        XCTAssertEqual(res.events, [.error(230, OperatorTestError.boom)])
    }

    func testReleasesEverything() {
        let owner = Owner(name: "o")
        assertMarbleChainsRelease { source, _ in source.withUnretained(owner) { $1 } }
    }
}
