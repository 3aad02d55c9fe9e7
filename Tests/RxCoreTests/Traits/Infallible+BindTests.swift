import RxCore
import RxTest
import XCTest

final class InfallibleBindTests: RxTestCase {
    func testBindToObserversAndOptionalObservers() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let optional = Recorder<Int?>()
        _ = Infallible.of(1, 2).bind(to: first, second)
        _ = Infallible.of(3).bind(to: optional)
        XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(optional.events, [.next(3), .completed])
    }

    func testBindToRelaysOfEveryKind() {
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
        let published = Recorder<Int>()
        let publishedOptional = Recorder<Int?>()
        let bag = DisposeBag()
        publish.subscribe(published).disposed(by: bag)
        optionalPublish.subscribe(publishedOptional).disposed(by: bag)
        let source = Infallible.of(1, 2)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: optionalPublish).disposed(by: bag)
        source.bind(to: behavior).disposed(by: bag)
        source.bind(to: optionalBehavior).disposed(by: bag)
        source.bind(to: replay).disposed(by: bag)
        source.bind(to: optionalReplay).disposed(by: bag)
        XCTAssertEqual(published.events, [.next(1), .next(2)])
        XCTAssertEqual(publishedOptional.events, [.next(1), .next(2)])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        let replayed = Recorder<Int>()
        replay.subscribe(replayed).disposed(by: bag)
        XCTAssertEqual(replayed.events, [.next(1), .next(2)])
        let replayedOptional = Recorder<Int?>()
        optionalReplay.subscribe(replayedOptional).disposed(by: bag)
        XCTAssertEqual(replayedOptional.events, [.next(1), .next(2)])
    }

    func testBindToBindersAndClosures() {
        let source = Infallible.of("a", "b")
        let count = source.bind(to: { (sequence: Infallible<String>) -> Int in
            var elements = 0
            _ = sequence.subscribe(onNext: { _ in elements += 1 })
            return elements
        })
        XCTAssertEqual(count, 2)
        let joined = source.bind(
            to: { sequence in
                { separator in
                    var parts: [String] = []
                    _ = sequence.subscribe(onNext: { parts.append($0) })
                    return parts.joined(separator: separator)
                }
            },
            curriedArgument: "-")
        XCTAssertEqual(joined, "a-b")
        var seen: [String] = []
        _ = source.bind(onNext: { seen.append($0) })
        XCTAssertEqual(seen, ["a", "b"])
        final class Owner {
            var seen: [String] = []
        }
        let owner = Owner()
        _ = source.bind(with: owner) { $0.seen.append($1) }
        XCTAssertEqual(owner.seen, ["a", "b"])
    }
}
