import RxCore
import RxTest
import XCTest

final class ReplayRelayTests: RxTestCase {
    func testBoundedRelayReplaysTheLatestElements() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        for value in 1...4 { relay.accept(value) }
        let recorder = Recorder<Int>()
        let subscription = relay.subscribe(recorder)
        relay.accept(5)
        XCTAssertEqual(recorder.events, [.next(3), .next(4), .next(5)])
        subscription.dispose()
    }

    func testUnboundedRelayReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbounded()
        for value in 1...4 { relay.accept(value) }
        var received: [Int] = []
        let subscription = relay.asObservable().subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3, 4])
        subscription.dispose()
    }

    func testDroppingTheRelayReleasesBufferAndSubscribers() {
        weak var weakElement: Token?
        weak var weakCaptured: Token?
        do {
            let relay = ReplayRelay<Token>.create(bufferSize: 1)
            let element = Token()
            let captured = Token()
            weakElement = element
            weakCaptured = captured
            relay.accept(element)
            _ = relay.subscribe(onNext: { _ in _ = captured })
        }
        XCTAssertNil(weakElement)
        XCTAssertNil(weakCaptured)
    }

    func testMarbleLateSubscriberGetsTheBufferWhenItSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(160, 2), .next(170, 3), .next(210, 4)])
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        var binding: Disposable?
        scheduler.scheduleAt(50) { binding = xs.bind(to: relay) }
        scheduler.scheduleAt(1000) { binding?.dispose() }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(210, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(50, 1000)])
    }
}
