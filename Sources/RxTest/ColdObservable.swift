import RxCore

/// A ``TestableObservable`` that replays its recorded events to each subscriber, at the
/// subscription time plus each event's time.
///
/// As in RxTest, the events of a subscription stay scheduled after it ends; they just deliver
/// nothing. (The clock still moves through their times when the scheduler runs.)
internal final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // Adds no state of its own; observations are guarded by `lock` (inherited).

    override internal func attach(_ observer: AnyObserver<Element>) -> Disposable {
        let index = logSubscription()
        let observation = TestObservation(observer: observer, logIndex: index)
        let disposable = Disposables.create {
            self.logUnsubscription(at: index)
            self.lock.withLock { observation.finish() }
        }
        guard let scheduler = testScheduler else { return disposable }
        for recorded in recordedEvents {
            let isStopEvent = recorded.value.isStopEvent
            _ = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                let target = self.lock.withLock { observation.target(finishing: isStopEvent) }
                target?.on(recorded.value)
                return Disposables.create()
            }
        }
        return disposable
    }
}
