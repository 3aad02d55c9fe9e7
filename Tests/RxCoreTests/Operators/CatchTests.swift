import RxCore
import XCTest

final class CatchTests: XCTestCase {
    func testSwitchesToTheHandlersSequenceOnError() {
        let source = PublishSubject<Int>()
        let fallback = PublishSubject<Int>()
        var caught: [OperatorTestError] = []
        let recorder = EventRecorder<Int>()
        recorder.record(
            source.catch { error in
                caught.append(error as! OperatorTestError)
                return fallback.asObservable()
            }
        )
        source.onNext(1)
        XCTAssertFalse(fallback.hasObservers)
        source.onError(OperatorTestError.boom)
        XCTAssertFalse(source.hasObservers)
        XCTAssertTrue(fallback.hasObservers)
        fallback.onNext(2)
        fallback.onCompleted()
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertEqual(caught, [.boom])
        XCTAssertFalse(fallback.hasObservers)
    }

    func testCompletionDoesNotCallTheHandler() {
        var calls = 0
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.of(1, 2).catch { _ in
                calls += 1
                return .just(0)
            }
        )
        recorder.assertEvents([.next(1), .next(2), .completed])
        XCTAssertEqual(calls, 0)
    }

    func testHandlerErrorIsDelivered() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).catch { _ in throw OperatorTestError.other })
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testFallbackErrorIsDelivered() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.error(OperatorTestError.boom).catch { _ in .error(OperatorTestError.other) }
        )
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testCatchAndReturnEndsWithTheElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).startWith(1).catchAndReturn(9))
        recorder.assertEvents([.next(1), .next(9), .completed])
    }

    func testDisposeBeforeTheErrorUnsubscribesTheSource() {
        let source = PublishSubject<Int>()
        let subscription = EventRecorder<Int>().record(source.catchAndReturn(0))
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testDisposeAfterTheErrorUnsubscribesTheFallback() {
        let source = PublishSubject<Int>()
        let fallback = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(source.catch { _ in fallback.asObservable() })
        source.onError(OperatorTestError.boom)
        fallback.onNext(1)
        subscription.dispose()
        XCTAssertFalse(fallback.hasObservers)
        fallback.onNext(2)
        recorder.assertEvents([.next(1)])
    }

    func testDownstreamTakeStopsASynchronousFallback() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable<Int>.error(OperatorTestError.boom).catch { _ in .repeatElement(4) }.take(2))
        recorder.assertEvents([.next(4), .next(4), .completed])
    }

    func testReleasesEverything() {
        assertNoLeaks {
            EventRecorder<Int>().record(Observable<Int>.error(OperatorTestError.boom).catchAndReturn(1))
            EventRecorder<Int>().record(Observable.just(1).catchAndReturn(1))
            let source = PublishSubject<Int>()
            EventRecorder<Int>().record(source.catchAndReturn(1)).dispose()
        }
    }
}
