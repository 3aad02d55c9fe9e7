import RxCore
import RxTest
import XCTest

final class PublishRelayTests: RxTestCase {
    func testAcceptSendsToCurrentSubscribersOnly() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        let recorder = Recorder<Int>()
        let subscription = relay.subscribe(recorder)
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    }

    func testAsObservableIsTheUnderlyingSubjectAndWorksWithOperators() {
        let relay = PublishRelay<Int>()
        XCTAssertTrue(relay.asObservable() === relay.asObservable())
        var received: [Int] = []
        let subscription = relay.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: { received.append($0) })
        for value in 1...3 { relay.accept(value) }
        XCTAssertEqual(received, [4, 6])
        subscription.dispose()
    }

    func testDroppingTheRelayReleasesItsSubscribers() {
        weak var weakToken: Token?
        do {
            let relay = PublishRelay<Int>()
            let token = Token()
            weakToken = token
            _ = relay.subscribe(onNext: { _ in _ = token })
            relay.accept(1)
        }
        XCTAssertNil(weakToken)
    }

    func testConcurrentAcceptKeepsTheContract() {
        let relay = PublishRelay<Int>()
        let probe = ContractProbe(capacity: 40_000)
        let subscription = relay.subscribe(probe)
        runConcurrently(threads: 4) { thread in
            for value in thread * 10_000..<(thread + 1) * 10_000 { relay.accept(value) }
        }
        probe.assertContract(received: 0..<40_000, terminal: nil)
        subscription.dispose()
    }

    func testMarbleBindingForwardsElementsWhileSubscribedAndEndsWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(250, 3), .completed(300)])
        let relay = PublishRelay<Int>()
        var binding: Disposable?
        scheduler.scheduleAt(50) { binding = xs.bind(to: relay) }
        scheduler.scheduleAt(1000) { binding?.dispose() }
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 240) { relay.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(50, 300)])
    }
}
