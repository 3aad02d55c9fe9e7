import RxCore
import XCTest

final class SignalEmitTests: RxTestCase {
    func testEmitsToObserversAndRelays() {
        let subject = PublishSubject<Int>()
        let signal = subject.asSignal(onErrorJustReturn: 0)
        var plain: [Int] = []
        var optional: [Int?] = []
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int] = []
        var optionalPublished: [Int?] = []
        let taps = [
            publish.subscribe(onNext: { published.append($0) }),
            optionalPublish.subscribe(onNext: { optionalPublished.append($0) }),
        ]
        let subscriptions = [
            signal.emit(to: AnyObserver { if let value = $0.element { plain.append(value) } }),
            signal.emit(to: AnyObserver<Int?> { if case .next(let value) = $0 { optional.append(value) } }),
            signal.emit(to: publish), signal.emit(to: optionalPublish),
            signal.emit(to: behavior), signal.emit(to: optionalBehavior),
            signal.emit(to: replay), signal.emit(to: optionalReplay),
        ]
        subject.onNext(7)
        XCTAssertEqual(plain, [7])
        XCTAssertEqual(optional, [7])
        XCTAssertEqual(published, [7])
        XCTAssertEqual(optionalPublished, [7])
        XCTAssertEqual(behavior.value, 7)
        XCTAssertEqual(optionalBehavior.value, 7)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [7])
        var optionalReplayed: [Int?] = []
        _ = optionalReplay.subscribe(onNext: { optionalReplayed.append($0) })
        XCTAssertEqual(optionalReplayed, [7])
        for subscription in subscriptions + taps { subscription.dispose() }
    }

    func testEmitWithClosuresAndObject() {
        var log: [String] = []
        _ = Observable.of(1).asSignal(onErrorJustReturn: 0).emit(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        final class Owner {
            var values: [Int] = []
        }
        let owner = Owner()
        _ = Observable.of(2).asSignal(onErrorJustReturn: 0).emit(with: owner, onNext: { $0.values.append($1) })
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        XCTAssertEqual(owner.values, [2])
    }

    func testReleasesResources() {
        assertNoLeaks {
            let relay = PublishRelay<Int>()
            let subscription = Observable.of(1, 2).asSignal(onErrorJustReturn: 0).emit(to: relay)
            subscription.dispose()
        }
    }
}
