import DiffTestSupport
import XCTest

@testable import SectionedData

private typealias FreedSection = AnimatableSectionModel<String, FreedOnThread>

final class DeferredReleaseTests: XCTestCase {
    func testListsWaitForTheMainQueueThenAreFreedOnAnotherThread() throws {
        try onMainActor {
            let log = ErrorLog()
            let release = DeferredRelease<FreedSection>()
            var first = [FreedSection(model: "A", items: [FreedOnThread(1, log: log)])]
            var second = [FreedSection(model: "B", items: [FreedOnThread(2, log: log)])]
            var stages = try Diff.differencesForSectionedView(
                initialSections: [FreedSection(model: "C", items: [FreedOnThread(3, log: log)])],
                finalSections: [FreedSection(model: "C", items: [])]
            )
            release.release(&first)
            release.release(&second)
            release.release(&stages)
            XCTAssertEqual(first, [])
            XCTAssertEqual(second, [])
            XCTAssertTrue(stages.isEmpty)
            XCTAssertEqual(release.waitingCount, 3)
            XCTAssertEqual(log.messages, [])
            spinMainRunLoop(until: { log.messages.count == 3 })
            XCTAssertEqual(release.waitingCount, 0)
            XCTAssertEqual(log.messages, Array(repeating: "freed on the main thread: false", count: 3))
        }
    }
}
