import RxCore
import XCTest

final class ResourcesTests: RxTestCase {
    func testTotalCountsLiveObjectsInDebugBuildsOnly() {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.filter { _ in true }.subscribe(onNext: { _ in })
        // The subject and the subscription, which is the chain's one sink; the map and filter
        // observables are gone already. The subscription lives as long as it is held.
        let live = Resources.total - before
        subscription.dispose()
        let afterDispose = Resources.total - before
        #if DEBUG
            XCTAssertEqual([live, afterDispose], [2, 2])
        #else
            XCTAssertEqual([before, live, afterDispose], [0, 0, 0])
        #endif
        _ = subject
        _ = subscription
    }

    func testTotalReturnsToItsStartAfterCompletionAndError() {
        let before = Resources.total
        do {
            let subject = BehaviorSubject(value: 0)
            let completed = subject.subscribe(onNext: { _ in })
            subject.onCompleted()
            _ = completed
        }
        XCTAssertEqual(Resources.total, before)
        do {
            let failing = Observable<Int>.create { observer in
                observer.onError(TestError.boom)
                return Disposables.create()
            }
            _ = failing.subscribe(onError: { _ in })
        }
        XCTAssertEqual(Resources.total, before)
    }
}
