import RxCore
import XCTest

final class ControlEventDriverTests: RxTestCase {
    func testTheDriverReplaysTheLatestEvent() {
        let taps = PublishRelay<Int>()
        let driver = ControlEvent(events: taps).asDriver()
        var first: [Int] = []
        var second: [Int] = []
        let one = driver.drive(onNext: { first.append($0) })
        taps.accept(1)
        let two = driver.drive(onNext: { second.append($0) })
        taps.accept(2)
        one.dispose()
        two.dispose()
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
    }
}
