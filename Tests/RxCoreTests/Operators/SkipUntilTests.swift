import RxCore
import XCTest

final class SkipUntilTests: XCTestCase {
    func testForwardsElementsAfterTheOtherEmits() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        source.onNext(1)
        other.onNext("go")
        XCTAssertFalse(other.hasObservers)
        source.onNext(2)
        source.onCompleted()
        recorder.assertEvents([.next(2), .completed])
        XCTAssertFalse(source.hasObservers)
    }

    func testSourceCompletingBeforeTheOtherEndsSilently() {
        // RxSwift forwards nothing in this case; the subscription just ends.
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        source.onNext(1)
        source.onCompleted()
        recorder.assertEvents([])
        XCTAssertFalse(other.hasObservers)
    }

    func testOtherErrorFailsTheSequence() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        other.onError(OperatorTestError.boom)
        recorder.assertEvents([.error(OperatorTestError.boom)])
        XCTAssertFalse(source.hasObservers)
    }

    func testOtherCompletingWithoutElementsKeepsTheGateClosed() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.skip(until: other))
        other.onCompleted()
        source.onNext(1)
        recorder.assertEvents([])
        XCTAssertTrue(source.hasObservers)
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testSourceErrorIsForwardedEvenBeforeTheOtherEmits() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        recorder.record(source.skip(until: other))
        source.onError(OperatorTestError.other)
        recorder.assertEvents([.error(OperatorTestError.other)])
        XCTAssertFalse(other.hasObservers)
    }

    func testSubscribesToTheSourceFirst() {
        var order: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
        let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
        let subscription = source.skip(until: other).subscribe()
        XCTAssertEqual(order, ["source", "other"])
        subscription.dispose()
    }

    func testDisposeUnsubscribesFromBoth() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.skip(until: other))
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }

    func testReleasesEverything() {
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            let source = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            recorder.record(source.skip(until: other))
            other.onNext(1)
            source.onNext(2)
            source.onCompleted()
            recorder.assertEvents([.next(2), .completed])
        }
    }
}
