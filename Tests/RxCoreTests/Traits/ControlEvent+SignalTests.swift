import RxCore
import XCTest

final class ControlEventSignalTests: RxTestCase {
    func testTheSignalReplaysNothing() {
        let taps = PublishRelay<Int>()
        let signal = ControlEvent(events: taps).asSignal()
        var first: [Int] = []
        var second: [Int] = []
        let one = signal.emit(onNext: { first.append($0) })
        taps.accept(1)
        let two = signal.emit(onNext: { second.append($0) })
        taps.accept(2)
        one.dispose()
        two.dispose()
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
    }
}
