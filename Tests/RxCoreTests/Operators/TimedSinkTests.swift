import Dispatch
import Foundation
import RxTest
import XCTest

@testable import RxCore

/// A minimal time operator: forwards events, and turns the tick with id `n` into the element `-n - 1`.
private final class TickingSink: TimedSink<Int, Int>, @unchecked Sendable {
    // Touched only by serialized operations.
    var buffered: [Int] = []
    var releasedState = false

    override func handle(_ event: Event<Int>) {
        switch event {
        case .next(let value):
            buffered.append(value)
            forward(.next(value))
        case .error, .completed:
            forwardTerminal(event)
        }
    }

    override func handleTick(_ id: UInt64) {
        forward(.next(-Int(id) - 1))
    }

    override func releaseState() {
        buffered = []
        releasedState = true
    }
}

final class TimedSinkTests: RxTestCase {
    private final class Token {}

    func testANewTimerCancelsThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let sink = TickingSink(observer: AnyObserver(observer), scheduler: scheduler)
        scheduler.scheduleAt(100) { sink.scheduleTick(1, after: .seconds(50)) }
        scheduler.scheduleAt(120) { sink.scheduleTick(2, after: .seconds(50)) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(170, -3)])
        sink.dispose()
    }

    func testDisposingCancelsTheTimerAndReleasesTheObserverAndState() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakToken: Token?
        var sink: TickingSink?
        do {
            let token = Token()
            weakToken = token
            sink = TickingSink(observer: AnyObserver { _ in _ = token }, scheduler: scheduler)
        }
        sink?.on(.next(1))
        sink?.scheduleTick(1, after: .seconds(10))
        XCTAssertNotNil(weakToken)
        sink?.dispose()
        XCTAssertNil(weakToken, "the observer was kept after disposal")
        XCTAssertEqual(sink?.releasedState, true)
        XCTAssertEqual(sink?.buffered, [])
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 0, pending: [])")
        // Timers started after disposal are cancelled at once.
        sink?.scheduleTick(2, after: .seconds(10))
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 0, pending: [])")
    }

    func testTheTerminalEventDisposesTheUpstreamAndNothingFollowsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let sink = TickingSink(observer: AnyObserver(observer), scheduler: scheduler)
        let upstreamDisposed = BooleanDisposable()
        sink.upstream.setDisposable(upstreamDisposed)
        sink.on(.next(1))
        sink.on(.completed)
        sink.on(.next(2))
        XCTAssertTrue(upstreamDisposed.isDisposed)
        XCTAssertTrue(sink.isDisposed)
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
    }

    func testUpstreamEventsAndTimersFromManyThreadsAreSerialized() {
        let baseline = Resources.total
        do {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let inside = AtomicCell<Int>(0)
            let overlaps = AtomicCell<Int>(0)
            let elements = AtomicCell<Int>(0)
            let ticks = AtomicCell<Int>(0)
            let lastTimerFired = AtomicCell<Bool>(false)
            let completed = AtomicCell<Bool>(false)
            let sink = TickingSink(
                observer: AnyObserver { event in
                    if inside.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                        overlaps.wrappingAdd(1, ordering: .relaxed)
                    }
                    if let value = event.element {
                        if value >= 0 {
                            elements.wrappingAdd(1, ordering: .relaxed)
                        } else {
                            ticks.wrappingAdd(1, ordering: .relaxed)
                            if value == -1_991 { lastTimerFired.store(true, ordering: .releasing) }
                        }
                    } else if case .completed = event {
                        completed.store(true, ordering: .releasing)
                    }
                    inside.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                },
                scheduler: scheduler
            )
            // Upstream events come from one thread at a time (the Rx contract); the timers fire
            // on the concurrent queue's threads meanwhile.
            let upstream = DispatchQueue(label: "rxcore.tests.timedSink.upstream")
            let done = DispatchSemaphore(value: 0)
            upstream.async {
                for value in 0..<2_000 {
                    sink.on(.next(value))
                    if value.isMultiple(of: 10) { sink.scheduleTick(UInt64(value), after: .microseconds(50)) }
                }
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            // Each timer cancels the one before it, but nothing cancels the last one (id 1990),
            // so it must fire: wait for it rather than sleep and hope some timer fired.
            let deadline = Date().addingTimeInterval(10)
            while !lastTimerFired.load(ordering: .acquiring) && Date() < deadline { usleep(1_000) }
            XCTAssertTrue(lastTimerFired.load(ordering: .acquiring), "the last timer never fired")
            // The upstream's last elements may still wait in the queue behind the last tick (the
            // upstream thread only enqueued them); the completion is serialized after them, so
            // once the observer has it, it has had every element.
            sink.on(.completed)
            while !completed.load(ordering: .acquiring) && Date() < deadline { usleep(1_000) }
            XCTAssertTrue(completed.load(ordering: .acquiring), "the completion never arrived")
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
            XCTAssertEqual(elements.load(ordering: .relaxed), 2_000)
            XCTAssertGreaterThan(ticks.load(ordering: .relaxed), 0)
        }
        waitForResources(toReturnTo: baseline)
    }
}
