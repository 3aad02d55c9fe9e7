import Foundation
import RxCore
import RxTest
import XCTest

/// The trait calls RxSwift 6 and RxCocoa 6 code writes, in the shapes it writes them: static
/// members reached through the generic type, the bare type or the context (`Single.just(1)`,
/// `Single<Int>.just(1)`, `.just(1)`), labels and defaults, trailing closures, and chains whose
/// types only the whole expression decides. A shape that stops resolving as it does with RxSwift
/// breaks this file's build; each test also checks what the calls deliver.
final class TraitCallShapesTests: RxTestCase {
    private enum Failure: Error, Equatable, CustomStringConvertible {
        case boom
        case offline

        var description: String {
            switch self {
            case .boom: return "boom"
            case .offline: return "offline"
            }
        }
    }

    private final class Owner {}

    private final class Resource: Disposable {
        private(set) var disposed = false
        func dispose() { disposed = true }
    }

    // MARK: - Single

    func testSingleConstructionResolvesInEveryForm() {
        let bare = Single.just(1)
        let generic = Single<Int>.just(2)
        let contextual: Single<Int> = .just(3)
        let scheduled = Single.just(4, scheduler: CurrentThreadScheduler.instance)
        let contextualScheduled: Single<Int> = .just(5, scheduler: CurrentThreadScheduler.instance)
        let coerced = Single.just(6) as Single<Int>
        func returned() -> Single<[Int]> { .just([]) }
        XCTAssertEqual(
            [bare, generic, contextual, scheduled, contextualScheduled, coerced].map(outcome),
            (1...6).map { "success(\($0))" }
        )
        XCTAssertEqual(outcome(returned()), "success([])")
        XCTAssertEqual(outcome(Single<Int>.error(Failure.boom)), "failure(boom)")
        XCTAssertEqual(outcome(Single<Int>.never() as Single<Int>), "none")
        XCTAssertEqual(outcome(Single.deferred { Single.just(7) } as Single<Int>), "success(7)")
        XCTAssertEqual(
            outcome(
                Single<Int>.create { single in
                    single(.success(8))
                    return Disposables.create()
                }),
            "success(8)"
        )
    }

    func testSingleOperatorsInferTheirTypesFromTheChain() {
        XCTAssertEqual(outcome(Single.just(1).flatMap { .just($0 * 2) } as Single<Int>), "success(2)")
        XCTAssertEqual(outcome(Single.just(1).map { String($0) }.flatMap { Single.just($0.count) }), "success(1)")
        XCTAssertEqual(outcome(Single<String>.just("3").compactMap(Int.init) as Maybe<Int>), "success(3)")
        XCTAssertEqual(outcome(Single<Int>.just(1).filter { _ in false } as Maybe<Int>), "completed")
        XCTAssertEqual(outcome(Single<Int>.just(1).flatMapMaybe { Maybe.just($0 * 2) } as Maybe<Int>), "success(2)")
        XCTAssertEqual(outcome(Single.error(Failure.boom).catch { _ in Single.just(4) } as Single<Int>), "success(4)")
        XCTAssertEqual(outcome(Single.error(Failure.boom).catchAndReturn(5)), "success(5)")
        XCTAssertEqual(
            outcome(Single.zip(Single.just(1), Single.just(2)) { $0 + $1 } as Single<Int>),
            "success(3)"
        )
        XCTAssertEqual(
            outcome((Single.zip(Single.just(1), Single.just(2)) as Single<(Int, Int)>).map { $0.0 + $0.1 }),
            "success(3)")
        let collection = [Single<Int>.just(1), .just(2), .just(3)]
        let summed: Single<Int> = Single.zip(collection) { $0.reduce(0, +) }
        let mapped: Single<Int> = Single.zip(collection).map { $0.reduce(0, +) }
        XCTAssertEqual([summed, mapped].map(outcome), ["success(6)", "success(6)"])
        var log: [String] = []
        let watched = Single<Int>.just(1).do(
            onSuccess: { log.append("success \($0)") },
            afterSuccess: { _ in log.append("after") },
            onError: { _ in log.append("error") },
            afterError: { _ in log.append("after error") },
            onSubscribe: { log.append("subscribe") },
            onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") }
        )
        XCTAssertEqual(outcome(watched), "success(1)")
        XCTAssertEqual(log, ["subscribe", "success 1", "after", "subscribed", "dispose"])
    }

    func testSingleSubscribeOverloadsResolve() {
        var log: [String] = []
        _ = Single.just(1).subscribe(onSuccess: { log.append("success \($0)") })
        _ = Single.just(2).subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { _ in }, onDisposed: {})
        _ = Single<Int>.error(Failure.boom).subscribe(onFailure: { log.append("failure \($0)") })
        _ = Single.just(3).subscribe(with: Owner(), onSuccess: { _, value in log.append("with \(value)") })
        _ = Single.just(4).subscribe { event in
            switch event {
            case .success(let value): log.append("event \(value)")
            case .failure: log.append("event failure")
            }
        }
        XCTAssertEqual(log, ["success 1", "success 2", "failure boom", "with 3", "event 4"])
    }

    func testRetryWhenResolvesForTypedAndUntypedErrors() {
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(Failure.offline) : .just(attempts)
        }
        XCTAssertEqual(outcome(flaky.retry(when: { (errors: Observable<Failure>) in errors })), "success(3)")
        attempts = 0
        XCTAssertEqual(outcome(flaky.retry(when: { (errors: Observable<Error>) in errors })), "success(3)")
        attempts = 0
        XCTAssertEqual(outcome(flaky.retry { errors in errors }), "success(3)")
    }

    // MARK: - Maybe

    func testMaybeConstructionResolvesInEveryForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let bare = Maybe.just(1)
        let generic = Maybe<Int>.just(2)
        let contextual: Maybe<Int> = .just(3)
        let scheduled = Maybe.just(4, scheduler: scheduler)
        XCTAssertEqual([bare, generic, contextual].map(outcome), ["success(1)", "success(2)", "success(3)"])
        XCTAssertEqual(outcome(Maybe<Int>.empty()), "completed")
        XCTAssertEqual(outcome(Maybe<Int>.error(Failure.boom)), "error(boom)")
        XCTAssertEqual(outcome(Maybe.deferred { Maybe.just(5) } as Maybe<Int>), "success(5)")
        XCTAssertEqual(scheduler.start { scheduled }.events, [.next(201, 4), .completed(202)])
    }

    func testMaybeOperatorsInferTheirTypesFromTheChain() {
        XCTAssertEqual(outcome(Maybe<String>.just("1").compactMap(Int.init) as Maybe<Int>), "success(1)")
        XCTAssertEqual(outcome(Maybe<String>.just("a").compactMap(Int.init) as Maybe<Int>), "completed")
        XCTAssertEqual(outcome(Maybe<Int>.just(1).flatMap { .just($0 * 2) }), "success(2)")
        XCTAssertEqual(outcome(Maybe<Int>.empty().ifEmpty(default: 5) as Single<Int>), "success(5)")
        XCTAssertEqual(outcome(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(6))), "success(6)")
        XCTAssertEqual(outcome(Maybe<Int>.empty().ifEmpty(switchTo: .just(7)) as Maybe<Int>), "success(7)")
        XCTAssertEqual(outcome(Maybe.error(Failure.boom).catch { _ in Maybe.just(2) }), "success(2)")
        XCTAssertEqual(outcome(Maybe.error(Failure.boom).catchAndReturn(3)), "success(3)")
        XCTAssertEqual(outcome(Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }), "success(3)")
        var isFirst = true
        let recovered =
            Maybe.error(Failure.boom)
            .catch { error in
                defer { isFirst = false }
                if isFirst { return Maybe.error(error) }
                return Maybe.just(2)
            }
            .retry(2) as Maybe<Int>
        XCTAssertEqual(outcome(recovered), "success(2)")
        XCTAssertEqual(
            outcome(
                Maybe.error(Failure.boom).catch { Maybe.error($0) }.retry { (e: Observable<Error>) in e.take(1) }
                    as Maybe<Int>),
            "completed"
        )
    }

    func testUsingTakesTwoTrailingClosures() {
        var resource: Resource?
        let maybe = Maybe.using { () -> Resource in
            let made = Resource()
            resource = made
            return made
        } primitiveSequenceFactory: { (_: Resource) -> Maybe<Int> in
            .just(1)
        }
        XCTAssertEqual(outcome(maybe), "success(1)")
        XCTAssertEqual(resource?.disposed, true)
    }

    // MARK: - Completable

    func testCompletableShapesResolve() {
        var log: [String] = []
        _ = Completable.empty().andThen(Single.just(1)).subscribe(onSuccess: { log.append("single \($0)") })
        _ = Completable.empty().andThen(.just(2) as Maybe<Int>).subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = Completable.empty().andThen(Observable.just(3)).subscribe(onNext: { log.append("observable \($0)") })
        _ = Completable.concat(Completable.empty(), .empty()).subscribe(onCompleted: { log.append("concat") })
        _ = Completable.zip(.empty(), Completable.empty()).subscribe(onCompleted: { log.append("zip") })
        _ = Completable.error(Failure.boom).catch { _ in .empty() }.subscribe { event in
            switch event {
            case .completed: log.append("recovered")
            case .error: log.append("failed")
            }
        }
        XCTAssertEqual(log, ["single 1", "maybe 2", "observable 3", "concat", "zip", "recovered"])
    }

    // MARK: - Shared sequences

    func testSharedSequenceConversionsResolve() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Failure.boom)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driven = xs.asDriver(onErrorJustReturn: -1)
            let conversions: [Observable<Int>] = [
                driven.asDriver().asObservable(),
                xs.asDriver(onErrorDriveWith: .empty()).asObservable(),
                xs.asDriver { _ in .just(-2) }.asObservable(),
                xs.asSignal(onErrorJustReturn: -3).asSignal().asObservable(),
                xs.asSignal(onErrorSignalWith: .just(-4)).asObservable(),
                xs.asSignal { _ in .empty() }.asObservable(),
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -5).asObservable(),
                (xs.asSharedSequence(onErrorJustReturn: -6) as Signal<Int>).asObservable(),
                driven.asSharedSequence().asObservable(),
            ]
            let observers = conversions.map { _ in scheduler.createObserver(Int.self) }
            for (conversion, observer) in zip(conversions, observers) {
                scheduler.scheduleAt(200) { _ = conversion.subscribe(observer) }
            }
            scheduler.start()
            let endings: [[Recorded<Event<Int>>]] = [
                [.next(221, -1), .completed(221)], [.completed(222)], [.next(222, -2), .completed(222)],
                [.next(221, -3), .completed(221)], [.next(222, -4), .completed(222)], [.completed(222)],
                [.next(221, -5), .completed(221)], [.next(221, -6), .completed(221)],
                [.next(221, -1), .completed(221)],
            ]
            for (index, observer) in observers.enumerated() {
                XCTAssertEqual(observer.events, [.next(211, 1)] + endings[index], "conversion \(index)")
            }
        }
    }

    func testDriverAndSignalOfEverySourceResolve() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let behavior = BehaviorRelay(value: 1)
            let publish = PublishRelay<Int>()
            let infallible = Infallible.just(3)
            let events = ControlEvent(events: Observable.just(4))
            let property = ControlProperty(values: Observable.just(5), valueSink: AnyObserver<Int> { _ in })
            let drivers: [Driver<Int>] = [
                behavior.asDriver(), publish.asDriver(), infallible.asDriver(), events.asDriver(),
                property.asDriver(),
            ]
            let signals: [Signal<Int>] = [publish.asSignal(), events.asSignal()]
            var subscriptions: [Disposable] = []
            let observers = (drivers.map { $0.asObservable() } + signals.map { $0.asObservable() })
                .map { sequence -> TestableObserver<Int> in
                    let observer = scheduler.createObserver(Int.self)
                    scheduler.scheduleAt(200) { subscriptions.append(sequence.subscribe(observer)) }
                    return observer
                }
            scheduler.scheduleAt(300) { publish.accept(2) }
            scheduler.scheduleAt(1000) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(
                observers.map { $0.events.compactMap(\.value.element) },
                [[1], [2], [3], [4], [5], [2], [4]]
            )
        }
    }

    func testSharedSequenceOperatorsInferTheirTypesFromTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let combined = Driver.combineLatest([driver, driver]) { $0.reduce(0, +) }
            let merged = Driver.merge(driver.map { $0 * 10 }, .just(-1))
            let latest = driver.flatMapLatest { value in Driver.just("\(value)") }.map { $0.count }
            // The inner type from the context, as RxCocoa's `(Element) -> SharedSequence<Sharing, Result>`
            // selectors allow.
            let contextual: Driver<Int> = driver.flatMapLatest { .just($0 * 100) }
            let firsts: Signal<Int> = driver.asSignal(onErrorJustReturn: 0).flatMapFirst { _ in .empty() }
            let res = scheduler.start {
                Driver.concat([combined, merged, latest, contextual, firsts.asDriver(onErrorJustReturn: 0)])
                    .distinctUntilChanged().startWith(0)
            }
            XCTAssertEqual(
                res.events.compactMap(\.value.element),
                [0, 2, 3, 4, -1, 10, 20, 1, 100, 200]
            )
        }
    }

    // MARK: - Infallible

    func testInfallibleShapesResolve() {
        let scheduler = TestScheduler(initialClock: 0)
        let never: Infallible<Int> = Infallible.never()
        XCTAssertEqual(scheduler.start { never }.events, [])
        var log: [String] = []
        _ = Infallible.from([1, 2]).subscribe { event in
            switch event {
            case .next(let value): log.append("next \(value)")
            case .completed: log.append("completed")
            }
        }
        _ = Observable<Int>.error(Failure.boom).asInfallible(onErrorFallbackTo: Infallible<Int>.of(3))
            .subscribe(with: Owner(), onNext: { _, value in log.append("fallback \(value)") })
        _ = Observable<Int>.error(Failure.boom).asInfallible(onErrorRecover: { _ in .just(4) })
            .subscribe(onNext: { log.append("recovered \($0)") })
        var observer: ((InfallibleEvent<Int>) -> Void)?
        let created =
            Infallible.create { sink in
                observer = sink
                return Disposables.create()
            } as Infallible<Int>
        let binding = created.bind(onNext: { log.append("created \($0)") })
        observer?(.next(5))
        binding.dispose()
        XCTAssertEqual(
            log,
            ["next 1", "next 2", "completed", "fallback 3", "recovered 4", "created 5"]
        )
    }
}
