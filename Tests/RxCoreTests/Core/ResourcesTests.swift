import RxCore
import XCTest

final class ResourcesTests: RxTestCase {
    func testTotalCountsLiveObjectsInDebugBuildsOnly() {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.filter { _ in true }.subscribe(onNext: { _ in })
        // The subject, the subscriber sink and the subscription; the map and filter observables
        // are gone already, their sinks are not counted.
        let live = Resources.total - before
        subscription.dispose()
        // The subject and the (disposed) subscription this test still holds.
        let afterDispose = Resources.total - before
        #if DEBUG
            XCTAssertEqual([live, afterDispose], [3, 2])
        #else
            XCTAssertEqual([before, live, afterDispose], [0, 0, 0])
        #endif
        _ = subject
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
