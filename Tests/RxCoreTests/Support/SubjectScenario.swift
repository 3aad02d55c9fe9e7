import RxCore
import RxTest
import XCTest

/// A marble scenario for subjects in virtual time, the way RxTest tests them: a hot source feeds
/// a subject from 200 to 1000, observers subscribe and dispose at chosen times, and `actions` act
/// on the subject at theirs.
///
/// The subject is created at 100, as `TestScheduler.start` creates the observable under test.
struct SubjectScenario<Subject: AnyObject & ObserverType & ObservableType> where Subject.Element == Int {
    /// When one observer subscribes and disposes.
    struct Window {
        let subscribe: TestTime
        let dispose: TestTime

        init(_ subscribe: TestTime, _ dispose: TestTime) {
            self.subscribe = subscribe
            self.dispose = dispose
        }
    }

    /// What the observers recorded, in the order of `windows`, and the source's subscriptions.
    struct Result {
        let events: [[Recorded<Event<Int>>]]
        let sourceSubscriptions: [Subscription]
    }

    let scheduler = TestScheduler(initialClock: 0)
    let makeSubject: () -> Subject

    /// Runs the scenario.
    ///
    /// - Parameters:
    ///   - source: The hot source's events.
    ///   - windows: One observer per window.
    ///   - actions: Work done to the subject at given times (`onNext`, `dispose`, …).
    func run(
        source: [Recorded<Event<Int>>],
        windows: [Window],
        actions: [(TestTime, (Subject) -> Void)] = []
    ) -> Result {
        let xs = scheduler.createHotObservable(source)
        var subject: Subject?
        var sourceSubscription: Disposable?
        scheduler.scheduleAt(TestScheduler.Defaults.created) { subject = makeSubject() }
        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) { sourceSubscription = xs.subscribe(subject!) }
        scheduler.scheduleAt(TestScheduler.Defaults.disposed) { sourceSubscription?.dispose() }
        let observers = windows.map { window in
            let observer = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(window.subscribe) { subscription = subject!.subscribe(observer) }
            scheduler.scheduleAt(window.dispose) { subscription?.dispose() }
            return observer
        }
        for (time, action) in actions {
            scheduler.scheduleAt(time) { action(subject!) }
        }
        scheduler.start()
        return Result(events: observers.map(\.events), sourceSubscriptions: xs.subscriptions)
    }
}

/// The source most subject marble tests use: an element every so often from 70 to 1020.
let marbleSource: [Recorded<Event<Int>>] = [
    .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
    .next(520, 7), .next(630, 8), .next(710, 9), .next(870, 10), .next(940, 11), .next(1020, 12),
]

/// Feeds `subject` from a hot source with `events` (subscribed at 50, disposed at 1000) and
/// records what `create(subject)` emits under `TestScheduler.start`'s defaults (created 100,
/// subscribed 200, disposed 1000).
///
/// - Returns: The recorded events and the source's subscriptions.
func startFeeding<Subject: ObserverType & ObservableType, Output>(
    _ subject: Subject,
    from events: [Recorded<Event<Int>>],
    _ create: @escaping (Subject) -> Observable<Output>
) -> (events: [Recorded<Event<Output>>], sourceSubscriptions: [Subscription]) where Subject.Element == Int {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    var sourceSubscription: Disposable?
    scheduler.scheduleAt(50) { sourceSubscription = xs.subscribe(subject) }
    scheduler.scheduleAt(1000) { sourceSubscription?.dispose() }
    let observer = scheduler.start { create(subject) }
    return (observer.events, xs.subscriptions)
}
