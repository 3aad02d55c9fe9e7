import Dispatch
import Foundation
import RxCore
import SectionedData
import XCTest

final class RendererEventObservableTests: XCTestCase {
    func testEachSubscriptionAddsAHandlerThatDisposalCancels() {
        onMainActor {
            let renderer = ReportingRenderer()
            XCTAssertEqual(renderer.itemDeletedEvents.handlerCount, 0)
            let first = EventLog(renderer.rx.itemDeleted)
            let second = EventLog(renderer.rx.itemDeleted)
            XCTAssertEqual(renderer.itemDeletedEvents.handlerCount, 2)
            renderer.delete(ItemPath(sectionIndex: 0, itemIndex: 1))
            first.disposable?.dispose()
            XCTAssertEqual(renderer.itemDeletedEvents.handlerCount, 1)
            renderer.delete(ItemPath(sectionIndex: 0, itemIndex: 2))
            second.disposable?.dispose()
            XCTAssertEqual(renderer.itemDeletedEvents.handlerCount, 0)
            XCTAssertEqual(first.events, ["next([0, 1])"])
            XCTAssertEqual(second.events, ["next([0, 1])", "next([0, 2])"])
        }
    }

    func testASubscriptionMadeOffTheMainThreadRegistersAndIsCancelledOnTheMainThread() {
        onMainActor {
            let renderer = ReportingRenderer()
            let received = ErrorLog()
            let itemDeleted = renderer.rx.itemDeleted
            let subscribed = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var subscription: Disposable?
            Thread {
                subscription = itemDeleted.subscribe(onNext: { path in
                    received.append("\(path) on the main thread: \(Thread.isMainThread)")
                })
                subscribed.signal()
            }.start()
            subscribed.wait()
            // The handler is added when the main queue runs.
            spinMainRunLoop(until: { renderer.itemDeletedEvents.handlerCount == 1 })
            renderer.delete(ItemPath(sectionIndex: 1, itemIndex: 0))
            XCTAssertEqual(received.messages, ["[1, 0] on the main thread: true"])

            let disposed = DispatchSemaphore(value: 0)
            // Created on the other thread, disposed on a third: only one thread at a time uses it.
            nonisolated(unsafe) let handOver = subscription
            Thread {
                handOver?.dispose()
                disposed.signal()
            }.start()
            disposed.wait()
            spinMainRunLoop(until: { renderer.itemDeletedEvents.handlerCount == 0 })
            renderer.delete(ItemPath(sectionIndex: 1, itemIndex: 1))
            XCTAssertEqual(received.messages, ["[1, 0] on the main thread: true"])
        }
    }
}
