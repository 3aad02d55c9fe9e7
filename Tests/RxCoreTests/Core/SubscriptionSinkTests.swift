import Foundation
import XCTest

@testable import RxCore

/// A deliberately broken `ObservableType` that hands its observer to the test, which can then
/// break the Rx contract with it.
private final class ManualSource: ObservableType, @unchecked Sendable {
    typealias Element = Int

    // Written once by `subscribe`, before the test reads it.
    private(set) var observer: AnyObserver<Int>?

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create { [weak self] in self?.observer = nil }
    }
}

final class SubscriptionSinkTests: RxTestCase {
    func testReentrantDeliveryIsReportedAndStillDelivered() {
        let source = ManualSource()
        var received: [Int] = []
        var subscription: Disposable?
        let reports = HookReports.capture {
            subscription = source.subscribe(onNext: { value in
                received.append(value)
                if value == 1 { source.observer?.onNext(2) }
            })
            source.observer?.onNext(1)
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(reports.violations.count, 1)
        XCTAssertTrue(reports.violations.first?.contains("re-entrant or concurrent") ?? false, "\(reports)")
        subscription?.dispose()
    }

    func testConcurrentDeliveryIsReported() {
        let source = ManualSource()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var subscription: Disposable?
        let reports = HookReports.capture {
            subscription = source.subscribe(onNext: { value in
                guard value == 1 else { return }
                inside.signal()
                release.wait()
            })
            // The observer is shared with another thread on purpose: this test breaks the contract.
            nonisolated(unsafe) let observer = source.observer!
            let first = Thread { observer.onNext(1) }
            first.start()
            inside.wait()
            // The first thread is inside `onNext(1)`: this call overlaps it.
            observer.onNext(2)
            release.signal()
            while !first.isFinished { usleep(100) }
        }
        XCTAssertEqual(reports.violations.count, 1, "\(reports)")
        subscription?.dispose()
    }

    func testEventsAfterTheTerminalEventAreReportedAndDropped() {
        let source = ManualSource()
        var log: [String] = []
        let reports = HookReports.capture {
            _ = source.subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            let observer = source.observer
            observer?.onNext(1)
            observer?.onCompleted()
            observer?.onNext(2)
            observer?.onError(TestError.boom)
        }
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        XCTAssertEqual(reports.violations.count, 2, "\(reports)")
        XCTAssertTrue(reports.violations.first?.contains("next(2)") ?? false, "\(reports)")
    }

    func testEventsAfterDisposalAreDroppedSilently() {
        let source = ManualSource()
        var received: [Int] = []
        let subscription = source.subscribe(onNext: { received.append($0) })
        let observer = source.observer
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        observer?.onCompleted()
        XCTAssertEqual(received, [1])
    }

    private func sink(
        transform: ((Int) throws -> String)?,
        predicate: ((String) throws -> Bool)? = nil,
        comparer: ((String, String) throws -> Bool)? = nil,
        _ recorder: Recorder<String>
    ) -> SubscriptionSink<Int, String, String?> {
        SubscriptionSink(
            transform: transform,
            stages: FusedStages(predicate: predicate, comparer: comparer),
            handlers: SubscriptionHandlers(observer: AnyObserver(recorder)),
            onDisposed: nil
        )
    }

    func testAppliesTheTransformThenTheFilterThenTheComparer() {
        let recorder = Recorder<String>()
        let fused = sink(
            transform: { String($0) },
            predicate: { $0 != "3" },
            comparer: { $0 == $1 },
            recorder
        )
        for value in [1, 1, 2, 3, 2, 2] { fused.on(.next(value)) }
        fused.on(.completed)
        // 3 is filtered out before the comparer sees it, so the 2 after it is a repeat.
        XCTAssertEqual(recorder.events, [.next("1"), .next("2"), .completed])
        XCTAssertTrue(fused.isDisposed)
    }

    func testAThrowingStepFailsDisposesAndStopsTheSink() {
        let recorder = Recorder<String>()
        var compared = 0
        let fused = sink(
            transform: { value in
                if value == 2 { throw TestError.boom }
                return String(value)
            },
            comparer: { _, _ in
                compared += 1
                return false
            },
            recorder
        )
        fused.on(.next(1))
        fused.on(.next(2))
        fused.on(.next(3))
        fused.on(.completed)
        XCTAssertEqual(recorder.events, [.next("1"), .error(TestError.boom)])
        XCTAssertTrue(fused.isDisposed)
        XCTAssertEqual(compared, 0, "the comparer ran after the transform threw")
    }

    func testTheComparerKeepsOnlyTheLastForwardedElement() {
        let recorder = Recorder<String>()
        let fused = sink(
            transform: { String($0) },
            comparer: { last, new in last.count == new.count },
            recorder
        )
        for value in [1, 2, 10, 11, 3, 100] { fused.on(.next(value)) }
        XCTAssertEqual(recorder.elements, ["1", "10", "3", "100"])
    }
}
