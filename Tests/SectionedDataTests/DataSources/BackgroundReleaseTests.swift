import Foundation
import XCTest

@testable import SectionedData

final class BackgroundReleaseTests: XCTestCase {
    /// Reports the thread it is freed on.
    private final class Tracked: Sendable {
        let log: ErrorLog
        let freed: DispatchSemaphore

        init(log: ErrorLog, freed: DispatchSemaphore) {
            self.log = log
            self.freed = freed
        }

        deinit {
            log.append("freed on the main thread: \(Thread.isMainThread)")
            freed.signal()
        }
    }

    func testTheValueIsMovedOutAndFreedOffTheMainThread() {
        onMainActor {
            let log = ErrorLog()
            let freed = DispatchSemaphore(value: 0)
            var values = [Tracked(log: log, freed: freed)]
            BackgroundRelease.release(&values, leaving: [])
            XCTAssertTrue(values.isEmpty)
            XCTAssertEqual(freed.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(log.messages, ["freed on the main thread: false"])
        }
    }
}
