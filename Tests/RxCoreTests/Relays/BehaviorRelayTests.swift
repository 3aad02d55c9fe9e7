import RxCore
import RxTest
import XCTest

final class BehaviorRelayTests: RxTestCase {
    func testValueAndSubscribersFollowAccept() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        let recorder = Recorder<String>()
        let subscription = relay.subscribe(recorder)
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        let late = Recorder<String>()
        let lateSubscription = relay.subscribe(late)
        XCTAssertEqual(recorder.events, [.next("a"), .next("b")])
        XCTAssertEqual(late.events, [.next("b")])
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testValueReflectsAnAcceptMadeDuringDelivery() {
        let relay = BehaviorRelay(value: 0)
        var valuesSeen: [Int] = []
        let subscription = relay.subscribe(onNext: { value in
            if value == 1 {
                relay.accept(2)
                valuesSeen.append(relay.value)
            }
        })
        relay.accept(1)
        XCTAssertEqual(valuesSeen, [2])
        subscription.dispose()
    }

    func testAsObservableWorksWithOperators() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asObservable().map { $0 + 1 }.subscribe(onNext: { received.append($0) })
        relay.accept(5)
        XCTAssertEqual(received, [2, 6])
        subscription.dispose()
    }

    func testDroppingTheRelayReleasesItsSubscribers() {
        weak var weakToken: Token?
        do {
            let relay = BehaviorRelay(value: 0)
            let token = Token()
            weakToken = token
            _ = relay.subscribe(onNext: { _ in _ = token })
        }
        XCTAssertNil(weakToken)
    }

    func testMarbleABindingDisposedDuringABroadcastGetsNothingMoreThroughThreeOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let cell = scheduler.createObserver(Int.self)
        var compared: [Int] = []
        var binding: Disposable?
        var owner: Disposable?
        scheduler.scheduleAt(200) {
            owner = relay.subscribe(onNext: { if $0 == 20 { binding?.dispose() } })
            binding = relay.map { $0 + 1 }
                .filter { value in
                    compared.append(value)
                    return true
                }
                .distinctUntilChanged()
                .subscribe(cell)
        }
        scheduler.scheduleAt(210) { relay.accept(10) }
        scheduler.scheduleAt(220) { relay.accept(20) }
        scheduler.scheduleAt(230) { relay.accept(30) }
        scheduler.scheduleAt(1000) { owner?.dispose() }
        scheduler.start()
        XCTAssertEqual(cell.events, [.next(200, 1), .next(210, 11)])
        XCTAssertEqual(compared, [1, 11], "the disposed binding's filter ran for an element it must not see")
        XCTAssertEqual(relay.value, 30)
    }

    func testMarbleObserversStartWithTheCurrentValueAndCompletionOfTheSourceIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(250, 3), .completed(300)])
        let relay = BehaviorRelay(value: 0)
        var binding: Disposable?
        scheduler.scheduleAt(50) { binding = xs.bind(to: relay) }
        scheduler.scheduleAt(1000) { binding?.dispose() }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(50, 300)])
        XCTAssertEqual(relay.value, 3)
    }
}
