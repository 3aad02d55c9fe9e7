import Foundation
import RxCore
import XCTest

final class HooksDefaultErrorHandlerTests: RxTestCase {
    private final class Log: @unchecked Sendable {
        // Written and read on the test's thread only.
        var entries: [String] = []
    }

    private func withHandler(_ body: (Log) -> Void) {
        let saved = Hooks.defaultErrorHandler
        let log = Log()
        Hooks.defaultErrorHandler = { stack, error in log.entries.append("\(stack.count > 0) \(error)") }
        defer {
            Hooks.defaultErrorHandler = saved
            Hooks.recordCallStackOnError = false
            HookReports.shared.install()
        }
        body(log)
    }

    func testAnUnhandledErrorReachesTheAssignedHandlerWithoutAStack() {
        withHandler { log in
            _ = Observable<Int>.error(OperatorTestError.boom).subscribe(onNext: { _ in })
            XCTAssertEqual(log.entries, ["false boom"])
        }
    }

    func testAHandledErrorDoesNotReachIt() {
        withHandler { log in
            _ = Observable<Int>.error(OperatorTestError.boom).subscribe(onError: { _ in })
            XCTAssertEqual(log.entries, [])
        }
    }

    func testRecordCallStackOnErrorPassesTheCapturedStack() {
        withHandler { log in
            let savedCapture = Hooks.customCaptureSubscriptionCallstack
            defer { Hooks.customCaptureSubscriptionCallstack = savedCapture }
            Hooks.customCaptureSubscriptionCallstack = { ["frame 0", "frame 1"] }
            Hooks.recordCallStackOnError = true
            XCTAssertTrue(Hooks.recordCallStackOnError)
            _ = Observable<Int>.error(OperatorTestError.other).subscribe()
            XCTAssertEqual(log.entries, ["true other"])
        }
    }

    func testReadingReturnsTheAssignedHandler() {
        withHandler { log in
            Hooks.defaultErrorHandler([], OperatorTestError.boom)
            XCTAssertEqual(log.entries, ["false boom"])
        }
    }

    func testTheDefaultCallStackCaptureReturnsFrames() {
        XCTAssertFalse(Hooks.customCaptureSubscriptionCallstack().isEmpty)
    }
}
