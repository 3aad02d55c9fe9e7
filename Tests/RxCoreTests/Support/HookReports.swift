import Foundation
import RxCore

/// Collects what RxCore reports through ``Hooks`` so tests can assert on it.
///
/// ``RxTestCase`` installs it around every test; ``capture(_:)`` scopes the reports a test
/// expects, everything else counts as unexpected.
final class HookReports: @unchecked Sendable {
    /// The reports gathered so far: grammar violation messages, unhandled errors and binding
    /// errors (described).
    struct Reports: Equatable {
        var violations: [String] = []
        var errors: [String] = []
        var bindingErrors: [String] = []
    }

    static let shared = HookReports()

    // `reports` is guarded by `lock` (an `NSLock`, which the thread sanitizer understands).
    private let lock = NSLock()
    private var reports = Reports()

    func install() {
        lock.withLock { reports = Reports() }
        Hooks.setGrammarViolationHandler { message in
            HookReports.shared.lock.withLock { HookReports.shared.reports.violations.append(message) }
        }
        Hooks.setDefaultErrorHandler { error in
            HookReports.shared.lock.withLock { HookReports.shared.reports.errors.append(String(describing: error)) }
        }
        Hooks.setBindingErrorHandler { error in
            HookReports.shared.lock.withLock {
                HookReports.shared.reports.bindingErrors.append(String(describing: error))
            }
        }
    }

    /// Restores the default handlers.
    ///
    /// - Returns: The reports not taken by ``capture(_:)``.
    func uninstall() -> Reports {
        Hooks.setGrammarViolationHandler(nil)
        Hooks.setDefaultErrorHandler(nil)
        Hooks.setBindingErrorHandler(nil)
        return take()
    }

    /// Runs `body` and returns what it reported.
    static func capture(_ body: () throws -> Void) rethrows -> Reports {
        let before = shared.take()
        defer { shared.lock.withLock { shared.reports = before } }
        try body()
        return shared.take()
    }

    private func take() -> Reports {
        lock.withLock {
            defer { reports = Reports() }
            return reports
        }
    }
}
