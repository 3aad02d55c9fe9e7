import RxCore
import RxTest
import XCTest

final class RelaysInfallibleTests: RxTestCase {
    func testEachRelayKindAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let behavior = BehaviorRelay(value: 1)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        scheduler.scheduleAt(210) {
            behavior.accept(2)
            publish.accept(3)
        }
        XCTAssertEqual(
            scheduler.start(disposed: 300) { behavior.asInfallible() }.events, [.next(200, 1), .next(210, 2)])
        let second = TestScheduler(initialClock: 0)
        second.scheduleAt(210) { publish.accept(3) }
        XCTAssertEqual(second.start(disposed: 300) { publish.asInfallible() }.events, [.next(210, 3)])
        let third = TestScheduler(initialClock: 0)
        third.scheduleAt(210) { replay.accept(6) }
        XCTAssertEqual(third.start(disposed: 300) { replay.asInfallible() }.events, [.next(200, 5), .next(210, 6)])
    }
}
