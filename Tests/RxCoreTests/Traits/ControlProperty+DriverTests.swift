import RxCore
import XCTest

final class ControlPropertyDriverTests: RxTestCase {
    func testTheDriverReplaysTheCurrentValue() {
        let relay = BehaviorRelay(value: "a")
        let property = ControlProperty(values: relay, valueSink: AnyObserver<String> { _ in })
        let driver = property.asDriver()
        var first: [String] = []
        var second: [String] = []
        let subscriptions = [driver.drive(onNext: { first.append($0) })]
        relay.accept("b")
        let both = subscriptions + [driver.drive(onNext: { second.append($0) })]
        relay.accept("c")
        for subscription in both { subscription.dispose() }
        XCTAssertEqual(first, ["a", "b", "c"])
        XCTAssertEqual(second, ["b", "c"])
    }
}
