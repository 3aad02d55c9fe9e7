import XCTest

@testable import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

final class SignalDispositionTests: XCTestCase {
    func testReadsDefaultIgnoredAndHandled() {
        let previous = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, previous) }
        XCTAssertEqual(SignalDisposition.of(SIGUSR2), .ignored)
        signal(SIGUSR2, SIG_DFL)
        XCTAssertEqual(SignalDisposition.of(SIGUSR2), .standard)
        signal(SIGUSR2) { _ in }
        XCTAssertEqual(SignalDisposition.of(SIGUSR2), .handled)
    }

    func testAnInvalidSignalReadsAsDefault() {
        XCTAssertEqual(SignalDisposition.of(-1), .standard)
    }

    func testASignalInformationHandlerIsHandled() {
        var action = sigaction()
        action.sa_flags = SA_SIGINFO
        XCTAssertEqual(SignalDisposition.of(action), .handled)
        XCTAssertEqual(SignalDisposition.of(sigaction()), .standard)
    }
}
