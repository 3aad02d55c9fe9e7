import RxCore
import XCTest

final class ObservableTests: RxTestCase {
    func testSubscribeDeliversToAnObserverAndReturnsADisposable() {
        let recorder = Recorder<Int>()
        let subscription = Observable.of(1, 2).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    func testAsObservableReturnsTheSameInstance() {
        let observable = Observable.just(1)
        XCTAssertTrue(observable.asObservable() === observable)
    }
}
