import RxCore
import XCTest

extension XCTestCase {
    /// Subscribes to `observable`, waits (up to 30 s) for its terminal event, which may arrive on
    /// any thread, and returns every event it delivered.
    func events<Element: Sendable>(of observable: Observable<Element>) async -> [Event<Element>] {
        let collected = Collector<Event<Element>>()
        let done = expectation(description: "terminated")
        let subscription = observable.subscribe { event in
            collected.append(event)
            if event.isStopEvent { done.fulfill() }
        }
        await fulfillment(of: [done], timeout: 30)
        subscription.dispose()
        return collected.snapshot
    }
}
