import Foundation
import RxCore
import Synchronization

/// Collects what RxCore reports through ``Hooks`` so tests can assert on it.
///
/// ``RxTestCase`` installs it around every test; ``capture(_:)`` scopes the reports a test
/// expects, everything else counts as unexpected.
final class HookReports: Sendable {
    /// The reports gathered so far: grammar violation messages and unhandled errors (described).
    struct Reports: Equatable {
        var violations: [String] = []
        var errors: [String] = []
    }

    static let shared = HookReports()

    private let reports = Mutex(Reports())

    func install() {
        reports.withLock { $0 = Reports() }
        Hooks.setGrammarViolationHandler { message in HookReports.shared.reports.withLock { $0.violations.append(message) } }
        Hooks.setDefaultErrorHandler { error in
            HookReports.shared.reports.withLock { $0.errors.append(String(describing: error)) }
        }
    }

    /// Restores the default handlers.
    ///
    /// - Returns: The reports not taken by ``capture(_:)``.
    func uninstall() -> Reports {
        Hooks.setGrammarViolationHandler(nil)
        Hooks.setDefaultErrorHandler(nil)
        return take()
    }

    /// Runs `body` and returns what it reported.
    static func capture(_ body: () throws -> Void) rethrows -> Reports {
        let before = shared.take()
        defer { shared.reports.withLock { $0 = before } }
        try body()
        return shared.take()
    }

    private func take() -> Reports {
        reports.withLock { reports in
            defer { reports = Reports() }
            return reports
        }
    }
}
