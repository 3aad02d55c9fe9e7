import RxCore
import XCTest

final class PrimitiveSequenceTests: RxTestCase {
    func testAsObservableAndPrimitiveSequenceAreTheSameSequence() {
        let single = Single.just(1)
        var events: [Event<Int>] = []
        _ = single.primitiveSequence.asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testTraitsAreSendable() {
        func requireSendable<Value: Sendable>(_ value: Value) -> Value { value }
        let single = requireSendable(Single.just(1))
        var value = 0
        _ = single.subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 1)
    }
}
