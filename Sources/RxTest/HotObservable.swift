import RxCore

/// A ``TestableObservable`` that emits its recorded events at their absolute virtual times to
/// whoever is subscribed then, like a subject driven by the clock.
///
/// Its events are scheduled when it is created, so an event due at exactly the time of a later
/// `start(…)` subscription runs first and is missed, as in RxTest.
internal final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // Guarded by `lock` (inherited).
    private var observations: [TestObservation<Element>] = []

    override internal init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { self.emit(recorded.value) }
        }
    }

    override internal func attach(_ observer: AnyObserver<Element>) -> Disposable {
        let index = logSubscription()
        let observation = TestObservation(observer: observer, logIndex: index)
        lock.withLock { observations.append(observation) }
        return Disposables.create { self.unsubscribe(observation) }
    }

    private func unsubscribe(_ observation: TestObservation<Element>) {
        logUnsubscription(at: observation.logIndex)
        lock.withLock {
            observation.finish()
            observations.removeAll { $0 === observation }
        }
    }

    private func emit(_ event: Event<Element>) {
        let current = lock.withLock { observations }
        let isStopEvent = event.isStopEvent
        for observation in current {
            let target = lock.withLock { observation.target(finishing: isStopEvent) }
            target?.on(event)
        }
    }
}
