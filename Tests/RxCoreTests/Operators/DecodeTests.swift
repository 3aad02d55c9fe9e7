import Foundation
import RxCore
import RxTest
import XCTest

final class DecodeTests: RxTestCase {
    private struct Hero: Decodable, Equatable {
        let name: String
    }

    func testDecodesEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"name":"Ann"}"#.utf8)), .next(220, Data(#"{"name":"Bo"}"#.utf8)), .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: Hero.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Hero(name: "Ann")), .next(220, Hero(name: "Bo")), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnUndecodableElementFailsWithTheDecodersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"name":"Ann"}"#.utf8)), .next(220, Data("not json".utf8)), .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: Hero.self, decoder: JSONDecoder()).materialize() }
        XCTAssertEqual(res.events.count, 3)
        XCTAssertEqual(res.events[0].value.element?.element, Hero(name: "Ann"))
        XCTAssertEqual(res.events[1].time, 220)
        XCTAssertTrue(res.events[1].value.element?.error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReleasesEverything() {
        assertMarbleChainsRelease { source, _ in
            source.map { Data("[\($0)]".utf8) }.decode(type: [Int].self, decoder: JSONDecoder())
        }
    }
}
