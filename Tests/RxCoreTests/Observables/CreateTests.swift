import RxCore
import XCTest

final class CreateTests: RxTestCase {
    func testEnforcesTheGrammarAndDisposesTheResourceAfterTheTerminalEvent() {
        var disposedResource = false
        let recorder = Recorder<Int>()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.boom)
            return Disposables.create { disposedResource = true }
        }
        .subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
        XCTAssertTrue(disposedResource)
        subscription.dispose()
    }

    func testConcurrentCallsAreSerializedAndReported() {
        let probe = ContractProbe(capacity: 40_000)
        var subscription: Disposable?
        let reports = HookReports.capture {
            subscription = Observable<Int>.create { observer in
                publishConcurrently(to: ConcurrentObserver(observer), threads: 4, perThread: 10_000)
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe(probe)
        }
        probe.assertContract(received: 0..<40_000, terminal: .completed)
        // Whether calls overlapped depends on timing; every report must be this one.
        XCTAssertTrue(
            reports.violations.allSatisfy { $0.hasPrefix("Observable.create") }, "\(reports.violations.prefix(1))")
        subscription?.dispose()
    }
}

/// Lets a test share `create`'s observer between threads, breaking its contract on purpose.
private struct ConcurrentObserver: ObserverType, @unchecked Sendable {
    // Not guarded: the point is to call the wrapped observer from several threads at once.
    let observer: AnyObserver<Int>

    init(_ observer: AnyObserver<Int>) {
        self.observer = observer
    }

    func on(_ event: Event<Int>) {
        observer.on(event)
    }
}
