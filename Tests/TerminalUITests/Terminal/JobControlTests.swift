import XCTest

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc

    /// `JobControl.stop()` in child processes: one in a process group a shell could continue, one
    /// in an orphaned group. The children call only async-signal-safe functions between `fork`
    /// and `_exit`, as a child of a threaded process must.
    final class JobControlTests: XCTestCase {
        /// How a child ends: 0 when `stop()` returned with SIGTSTP ignored again, as it was set.
        private static func runStop() -> Never {
            signal(SIGTSTP, SIG_IGN)
            let stopped = JobControl.stop()
            _exit(stopped && SignalDisposition.of(SIGTSTP) == .ignored ? 0 : 1)
        }

        func testInAGroupASessionCanContinueItStopsWithSigtstpUntilContinued() {
            let child = fork()
            if child == 0 {
                // A process group of its own, in the test's session: the test process, in
                // another group of the same session, could continue it, so it is not orphaned.
                setpgid(0, 0)
                Self.runStop()
            }
            XCTAssertGreaterThan(child, 0)
            var status: Int32 = 0
            XCTAssertEqual(waitpid(child, &status, WUNTRACED), child)
            // WIFSTOPPED and WSTOPSIG, which Swift does not import.
            XCTAssertEqual(status & 0xFF, 0x7F, "stopped, status \(status)")
            XCTAssertEqual((status >> 8) & 0xFF, SIGTSTP, "by SIGTSTP, status \(status)")
            XCTAssertEqual(kill(child, SIGCONT), 0)
            XCTAssertEqual(waitpid(child, &status, 0), child)
            XCTAssertEqual(status, 0, "continued, stop() returned and put SIGTSTP back to ignored")
        }

        func testInAnOrphanedGroupItReturnsAtOnce() {
            let child = fork()
            if child == 0 {
                // A new session: its group has no parent in another group of the session.
                setsid()
                Self.runStop()
            }
            XCTAssertGreaterThan(child, 0)
            var status: Int32 = 0
            XCTAssertEqual(waitpid(child, &status, WUNTRACED), child)
            XCTAssertEqual(status, 0, "exited without stopping, SIGTSTP ignored again; status \(status)")
            if status & 0xFF == 0x7F {
                // Stopped after all: end it, or it stays stopped for good.
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
            }
        }
    }
#endif
