import RxCore
import XCTest

final class ObservableTypeBindRelaysTests: RxTestCase {
    func testBindToPublishRelaysFeedsEachOneAndIgnoresCompletion() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let firstRecorder = Recorder<Int>()
        let secondRecorder = Recorder<Int>()
        let subscriptions = [first.subscribe(firstRecorder), second.subscribe(secondRecorder)]
        let binding = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(firstRecorder.events, [.next(1), .next(2)])
        XCTAssertEqual(secondRecorder.events, [.next(1), .next(2)])
        binding.dispose()
        for subscription in subscriptions { subscription.dispose() }
    }

    func testBindToOptionalRelaysWrapsElements() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        let recorder = Recorder<Int?>()
        let subscription = publish.subscribe(recorder)
        let bindings = [
            Observable.just(1).bind(to: publish),
            Observable.just(2).bind(to: behavior),
            Observable.just(3).bind(to: replay),
        ]
        XCTAssertEqual(recorder.events, [.next(1)])
        XCTAssertEqual(behavior.value, 2)
        var replayed: [Int?] = []
        let replaySubscription = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [3])
        for disposable in bindings + [subscription, replaySubscription] { disposable.dispose() }
    }

    func testBindToBehaviorAndReplayRelays() {
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.createUnbounded()
        let source = PublishSubject<Int>()
        let bindings = [source.bind(to: behavior), source.bind(to: replay)]
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        XCTAssertEqual(behavior.value, 2)
        var replayed: [Int] = []
        let subscription = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [1, 2])
        for disposable in bindings + [subscription] { disposable.dispose() }
    }

    func testAnErrorReachingARelayBindingIsReportedNotForwarded() {
        let relay = BehaviorRelay(value: 0)
        let reports = HookReports.capture {
            Observable<Int>.error(TestError.boom).bind(to: relay).dispose()
        }
        XCTAssertEqual(reports.bindingErrors, [String(describing: TestError.boom)])
        XCTAssertEqual(reports.errors, [])
        XCTAssertEqual(relay.value, 0)
    }
}
