import RxCore
import RxTest
import XCTest

final class UsingTests: RxTestCase {
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

// MARK: - Virtual time

extension UsingTests {
    /// A resource that records when it was created and disposed.
    private final class ClockedResource: Disposable {
        let scheduler: TestScheduler
        let value: Int
        private(set) var created: Int
        private(set) var disposed: [Int] = []

        init(scheduler: TestScheduler, value: Int) {
            self.scheduler = scheduler
            self.value = value
            self.created = scheduler.clock
        }

        func dispose() {
            disposed.append(scheduler.clock)
        }
    }

    func testMarbleDisposesTheResourceWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ClockedResource?
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.using(
                { () -> ClockedResource in
                    let made = ClockedResource(scheduler: scheduler, value: 7)
                    resource = made
                    return made
                },
                observableFactory: { made in
                    let cold = scheduler.createColdObservable([.next(100, made.value), .completed(200)])
                    xs = cold
                    return cold.asObservable()
                }
            )
        }
        XCTAssertEqual(res.events, [.next(300, 7), .completed(400)])
        XCTAssertEqual(resource?.created, 200)
        XCTAssertEqual(resource?.disposed, [400])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func testMarbleDisposesTheResourceWhenTheSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ClockedResource?
        let res = scheduler.start {
            Observable.using(
                { () -> ClockedResource in
                    let made = ClockedResource(scheduler: scheduler, value: 1)
                    resource = made
                    return made
                },
                observableFactory: { _ in
                    scheduler.createColdObservable([.next(100, 1), .error(150, OperatorTestError.boom)]).asObservable()
                }
            )
        }
        XCTAssertEqual(res.events, [.next(300, 1), .error(350, OperatorTestError.boom)])
        XCTAssertEqual(resource?.disposed, [350])
    }

    func testMarbleDisposesTheResourceWhenTheSubscriberDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ClockedResource?
        var xs: TestableObservable<Int>?
        let res = scheduler.start(disposed: 250) {
            Observable.using(
                { () -> ClockedResource in
                    let made = ClockedResource(scheduler: scheduler, value: 1)
                    resource = made
                    return made
                },
                observableFactory: { _ in
                    let cold = scheduler.createColdObservable([.next(100, 1), .completed(200)])
                    xs = cold
                    return cold.asObservable()
                }
            )
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(resource?.disposed, [250])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 250)])
    }

    func testMarbleFactoryErrorsFailAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: ClockedResource?
        let res = scheduler.start {
            Observable<Int>.using(
                { () -> ClockedResource in
                    let made = ClockedResource(scheduler: scheduler, value: 1)
                    resource = made
                    return made
                },
                observableFactory: { _ in throw OperatorTestError.boom }
            )
        }
        XCTAssertEqual(res.events, [.error(200, OperatorTestError.boom)])
        XCTAssertEqual(resource?.disposed, [200])
    }

    func testMarbleChainsRelease() {
        assertMarbleChainsRelease { source, _ in
            Observable.using({ BooleanDisposable() }, observableFactory: { _ in source })
        }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        assertDisposesTheSourceAfterTerminalEvents { source in
            Observable.using({ BooleanDisposable() }, observableFactory: { _ in source })
        }
    }
}
