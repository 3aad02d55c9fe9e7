import RxCore
import XCTest

final class DoTests: XCTestCase {
    private final class Journal {
        var entries: [String] = []
    }

    private func journaled(_ source: Observable<Int>, _ journal: Journal) -> Observable<Int> {
        source.do(
            onNext: { journal.entries.append("onNext \($0)") },
            afterNext: { journal.entries.append("afterNext \($0)") },
            onError: { journal.entries.append("onError \($0)") },
            afterError: { journal.entries.append("afterError \($0)") },
            onCompleted: { journal.entries.append("onCompleted") },
            afterCompleted: { journal.entries.append("afterCompleted") },
            onSubscribe: { journal.entries.append("onSubscribe") },
            onSubscribed: { journal.entries.append("onSubscribed") },
            onDispose: { journal.entries.append("onDispose") }
        )
    }

    func testHandlersRunAroundTheForwardedEvents() {
        let journal = Journal()
        let subject = PublishSubject<Int>()
        let subscription = journaled(subject.asObservable(), journal).subscribe(
            onNext: { journal.entries.append("observer \($0)") },
            onCompleted: { journal.entries.append("observer completed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(
            journal.entries,
            [
                "onSubscribe", "onSubscribed", "onNext 1", "observer 1", "afterNext 1", "onCompleted",
                "observer completed", "afterCompleted", "onDispose",
            ]
        )
        subscription.dispose()
        XCTAssertEqual(journal.entries.filter { $0 == "onDispose" }.count, 1)
    }

    func testErrorHandlersRunAroundTheError() {
        let journal = Journal()
        let recorder = EventRecorder<Int>()
        let subject = PublishSubject<Int>()
        recorder.record(journaled(subject.asObservable(), journal))
        subject.onError(OperatorTestError.boom)
        XCTAssertEqual(
            journal.entries, ["onSubscribe", "onSubscribed", "onError boom", "afterError boom", "onDispose"])
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testSynchronousSourceRunsOnDisposeAfterOnSubscribed() {
        let journal = Journal()
        EventRecorder<Int>().record(journaled(.just(5), journal))
        XCTAssertEqual(
            journal.entries,
            [
                "onSubscribe", "onNext 5", "afterNext 5", "onCompleted", "afterCompleted", "onSubscribed",
                "onDispose",
            ]
        )
    }

    func testDisposeRunsOnDisposeOnceAndUnsubscribes() {
        let journal = Journal()
        let subject = PublishSubject<Int>()
        let subscription = EventRecorder<Int>().record(journaled(subject.asObservable(), journal))
        subscription.dispose()
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(journal.entries, ["onSubscribe", "onSubscribed", "onDispose"])
    }

    func testOnNextErrorFailsAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        recorder.record(
            subject.do(onNext: { value in
                if value == 2 { throw OperatorTestError.boom }
            })
        )
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testAfterNextErrorFailsAfterTheElement() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1, 2).do(afterNext: { _ in throw OperatorTestError.boom }))
        recorder.assertEvents([.next(1), .error(OperatorTestError.boom)])
    }

    func testOnCompletedErrorReplacesTheCompletion() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1).do(onCompleted: { throw OperatorTestError.other }))
        recorder.assertEvents([.next(1), .error(OperatorTestError.other)])
    }

    func testOnErrorErrorReplacesTheError() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.error(OperatorTestError.boom).do(onError: { _ in throw OperatorTestError.other }))
        recorder.assertEvents([.error(OperatorTestError.other)])
    }

    func testAfterCompletedErrorIsIgnored() {
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.of(1).do(afterCompleted: { throw OperatorTestError.other }))
        recorder.assertEvents([.next(1), .completed])
    }

    func testEverySubscriptionRunsTheLifecycleHandlers() {
        var subscribes = 0
        var disposals = 0
        let source = Observable.of(1).do(onSubscribe: { subscribes += 1 }, onDispose: { disposals += 1 })
        EventRecorder<Int>().record(source)
        EventRecorder<Int>().record(source)
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(disposals, 2)
    }

    func testDownstreamTakeStopsASynchronousSource() {
        var seen = 0
        let recorder = EventRecorder<Int>()
        recorder.record(Observable.repeatElement(1).do(onNext: { _ in seen += 1 }).take(3))
        XCTAssertEqual(seen, 3)
        recorder.assertEvents([.next(1), .next(1), .next(1), .completed])
    }

    func testReleasesEverything() {
        let journal = Journal()
        assertNoLeaks {
            EventRecorder<Int>().record(journaled(.of(1, 2), journal))
            EventRecorder<Int>().record(journaled(.error(OperatorTestError.boom), journal))
            let subject = PublishSubject<Int>()
            EventRecorder<Int>().record(journaled(subject.asObservable(), journal)).dispose()
        }
    }
}
