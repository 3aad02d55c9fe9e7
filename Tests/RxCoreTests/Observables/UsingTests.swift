import RxCore
import XCTest

final class UsingTests: XCTestCase {
    /// A resource that logs its disposal into a shared journal.
    private final class TrackedResource: Disposable {
        let name: String
        let journal: Journal

        init(name: String, journal: Journal) {
            self.name = name
            self.journal = journal
            journal.entries.append("create \(name)")
        }

        func dispose() {
            journal.entries.append("dispose \(name)")
        }
    }

    private final class Journal {
        var entries: [String] = []
    }

    func testDisposesTheSourceThenTheResourceAfterCompletion() {
        let journal = Journal()
        let subject = PublishSubject<String>()
        let recorder = EventRecorder<String>()
        recorder.record(
            Observable.using(
                { TrackedResource(name: "r", journal: journal) },
                observableFactory: { _ in
                    Observable.create { observer in
                        let subscription = subject.subscribe(observer)
                        return Disposables.create {
                            subscription.dispose()
                            journal.entries.append("source disposed")
                        }
                    }
                }
            )
        )
        subject.onNext("a")
        subject.onCompleted()
        recorder.assertEvents([.next("a"), .completed])
        XCTAssertEqual(journal.entries, ["create r", "source disposed", "dispose r"])
    }

    func testDisposesTheResourceAfterASynchronousSourceCompletes() {
        let journal = Journal()
        let recorder = EventRecorder<String>()
        recorder.record(
            Observable.using(
                { TrackedResource(name: "r", journal: journal) },
                observableFactory: { Observable.just($0.name) }
            )
        )
        recorder.assertEvents([.next("r"), .completed])
        XCTAssertEqual(journal.entries, ["create r", "dispose r"])
    }

    func testDisposesTheResourceAfterAnError() {
        let journal = Journal()
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable.using(
                { TrackedResource(name: "r", journal: journal) },
                observableFactory: { _ in Observable<Int>.error(OperatorTestError.boom) }
            )
        )
        recorder.assertEvents([.error(OperatorTestError.boom)])
        XCTAssertEqual(journal.entries, ["create r", "dispose r"])
    }

    func testDisposesTheSourceThenTheResourceOnDispose() {
        let journal = Journal()
        let subject = PublishSubject<Int>()
        let recorder = EventRecorder<Int>()
        let subscription = recorder.record(
            Observable.using(
                { TrackedResource(name: "r", journal: journal) },
                observableFactory: { _ in
                    subject.do(onDispose: { journal.entries.append("source disposed") })
                }
            )
        )
        subject.onNext(1)
        XCTAssertEqual(journal.entries, ["create r"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(journal.entries, ["create r", "source disposed", "dispose r"])
        XCTAssertFalse(subject.hasObservers)
        recorder.assertEvents([.next(1)])
    }

    func testEverySubscriptionGetsItsOwnResource() {
        let journal = Journal()
        var created = 0
        let source = Observable.using(
            { () -> TrackedResource in
                created += 1
                return TrackedResource(name: "\(created)", journal: journal)
            },
            observableFactory: { Observable.just($0.name) }
        )
        let recorder = EventRecorder<String>()
        recorder.record(source)
        recorder.record(source)
        recorder.assertEvents([.next("1"), .completed, .next("2"), .completed])
        XCTAssertEqual(journal.entries, ["create 1", "dispose 1", "create 2", "dispose 2"])
    }

    func testResourceFactoryErrorIsDelivered() {
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.using(
                { () throws -> TrackedResource in throw OperatorTestError.boom },
                observableFactory: { _ in Observable.just(1) }
            )
        )
        recorder.assertEvents([.error(OperatorTestError.boom)])
    }

    func testObservableFactoryErrorIsDeliveredAndTheResourceDisposed() {
        let journal = Journal()
        let recorder = EventRecorder<Int>()
        recorder.record(
            Observable<Int>.using(
                { TrackedResource(name: "r", journal: journal) },
                observableFactory: { _ in throw OperatorTestError.other }
            )
        )
        recorder.assertEvents([.error(OperatorTestError.other)])
        XCTAssertEqual(journal.entries, ["create r", "dispose r"])
    }

    func testReleasesEverything() {
        let journal = Journal()
        assertNoLeaks {
            let recorder = EventRecorder<Int>()
            recorder.record(
                Observable.using({ TrackedResource(name: "a", journal: journal) }, observableFactory: { _ in .just(1) })
            )
            let subject = PublishSubject<Int>()
            recorder.record(
                Observable.using(
                    { TrackedResource(name: "b", journal: journal) },
                    observableFactory: { _ in subject.asObservable() }
                )
            ).dispose()
        }
    }
}
