import RxCore
import XCTest

final class HooksTests: RxTestCase {
    func testDefaultErrorHandlerReceivesUnhandledErrors() {
        let reports = HookReports.capture {
            _ = Observable<Int>.error(TestError.other(3)).subscribe()
            _ = Observable<Int>.error(TestError.boom).subscribe(onError: { _ in })
        }
        XCTAssertEqual(reports.errors, [String(describing: TestError.other(3))])
    }

    func testGrammarViolationHandlerReceivesReentrantDeliveryFromCreate() {
        var received: [Int] = []
        var subscription: Disposable?
        let reports = HookReports.capture {
            var captured: AnyObserver<Int>?
            subscription = Observable<Int>.create { observer in
                captured = observer
                return Disposables.create()
            }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 {
                    captured?.onNext(2)
                    received.append(-1)
                }
            })
            captured?.onNext(1)
            captured?.onNext(3)
        }
        // The re-entrant element waits for the current one to finish instead of nesting.
        XCTAssertEqual(received, [1, -1, 2, 3])
        XCTAssertEqual(reports.violations.count, 1, "\(reports)")
        XCTAssertTrue(reports.violations.first?.hasPrefix("Observable.create") ?? false, "\(reports)")
        subscription?.dispose()
    }

    func testHandlersCanBeReplaced() {
        let first = Counter()
        let second = Counter()
        Hooks.setDefaultErrorHandler { _ in first.increment() }
        _ = Observable<Int>.error(TestError.boom).subscribe()
        Hooks.setDefaultErrorHandler { _ in second.increment() }
        _ = Observable<Int>.error(TestError.boom).subscribe()
        // RxTestCase reinstalls its own handlers for the next test.
        HookReports.shared.install()
        XCTAssertEqual([first.value, second.value], [1, 1])
    }
}
