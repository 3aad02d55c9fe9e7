import Foundation
import RxCore
import RxTest
import XCTest

// A loading indicator written the way RxCocoa example apps write theirs: it conforms to
// `SharedSequenceConvertibleType` with nothing but `asSharedSequence()`, so the protocol's default
// `asObservable()` must fill in the rest.

private struct TrackedActivity<Element>: ObservableConvertibleType, Disposable {
    private let source: Observable<Element>
    private let finish: Cancelable

    init(source: Observable<Element>, disposeAction: @escaping () -> Void) {
        self.source = source
        finish = Disposables.create(with: disposeAction)
    }

    func dispose() {
        finish.dispose()
    }

    func asObservable() -> Observable<Element> {
        source
    }
}

private final class LoadingIndicator: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let relay = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    init() {
        loading = relay.asDriver()
            .map { $0 > 0 }
            .distinctUntilChanged()
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ () -> TrackedActivity<Source.Element> in
            self.increment()
            return TrackedActivity(source: source.asObservable(), disposeAction: self.decrement)
        }) { activity in
            activity.asObservable()
        }
    }

    private func increment() {
        lock.lock()
        relay.accept(relay.value + 1)
        lock.unlock()
    }

    private func decrement() {
        lock.lock()
        relay.accept(relay.value - 1)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading
    }
}

extension ObservableConvertibleType {
    fileprivate func trackActivity(_ indicator: LoadingIndicator) -> Observable<Element> {
        indicator.track(self)
    }
}

final class SharedSequenceConvertibleTypeObservableTests: RxTestCase {
    func testTheDefaultAsObservableIsTheSharedSequencesObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let indicator = LoadingIndicator()
            let first = scheduler.createColdObservable([.next(20, "a"), .completed(50)])
            let second = scheduler.createColdObservable([.next(10, "b"), .completed(150)])
            scheduler.scheduleAt(210) { _ = first.trackActivity(indicator).subscribe() }
            scheduler.scheduleAt(230) { _ = second.trackActivity(indicator).subscribe() }
            let res = scheduler.start { indicator.asObservable() }
            // Loading from the first start to the last end; the overlap is one activity. The relay's
            // driver delivers through the sharing scheduler, one tick later.
            XCTAssertEqual(res.events, [.next(201, false), .next(211, true), .next(381, false)])
            XCTAssertEqual(first.subscriptions, [Subscription(210, 260)])
            XCTAssertEqual(second.subscriptions, [Subscription(230, 380)])
        }
    }

    func testTheIndicatorDrivesLikeAnyDriver() {
        let indicator = LoadingIndicator()
        let recorder = Recorder<Bool>()
        let subscription = indicator.drive(recorder)
        let tracked = PublishSubject<Int>()
        let work = tracked.trackActivity(indicator).subscribe()
        tracked.onCompleted()
        work.dispose()
        subscription.dispose()
        XCTAssertEqual(recorder.elements, [false, true, false])
    }
}
