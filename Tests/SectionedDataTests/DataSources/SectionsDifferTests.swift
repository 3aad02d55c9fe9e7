import DiffTestSupport
import Dispatch
import Foundation
import XCTest

@testable import SectionedData

private typealias FreedSection = AnimatableSectionModel<String, FreedOnThread>

final class SectionsDifferTests: XCTestCase {
    func testTheMainActorDifferHasNoBackgroundAndDiffs() throws {
        try onMainActor {
            let differ = SectionsDiffer<TestSection>.onMainActor()
            XCTAssertNil(differ.background)
            let stages = try differ.differences(StageFixtures.start, StageFixtures.threeStages)
            XCTAssertEqual(stages.map { RendererCall.batchUpdate(ExpectedStage($0)) }, StageFixtures.threeStageCalls)
        }
    }

    func testTheOffMainActorDifferHasABackgroundAndDiffsAlike() throws {
        try onMainActor {
            let differ = SectionsDiffer<TestSection>.offMainActor()
            XCTAssertNotNil(differ.background)
            let stages = try differ.differences(StageFixtures.start, StageFixtures.threeStages)
            XCTAssertEqual(stages.map { RendererCall.batchUpdate(ExpectedStage($0)) }, StageFixtures.threeStageCalls)
        }
    }

    func testTheMainActorDifferReleasesListsHere() {
        onMainActor {
            let log = ErrorLog()
            let differ = SectionsDiffer<FreedSection>.onMainActor()
            var sections = [FreedSection(model: "A", items: [FreedOnThread(1, log: log)])]
            differ.release(&sections)
            XCTAssertEqual(sections, [])
            XCTAssertEqual(log.messages, ["freed on the main thread: true"])
        }
    }

    func testTheOffMainActorDifferReleasesListsAndStagesOnAnotherThread() throws {
        try onMainActor {
            let log = ErrorLog()
            let differ = SectionsDiffer<FreedSection>.offMainActor()
            var sections = [FreedSection(model: "A", items: [FreedOnThread(1, log: log)])]
            differ.release(&sections)
            XCTAssertEqual(sections, [])
            spinMainRunLoop(until: { log.messages.count == 1 })
            var stages = try Diff.differencesForSectionedView(
                initialSections: [FreedSection(model: "A", items: [FreedOnThread(2, log: log)])],
                finalSections: [FreedSection(model: "A", items: [])]
            )
            differ.release(&stages)
            XCTAssertTrue(stages.isEmpty)
            spinMainRunLoop(until: { log.messages.count == 2 })
            XCTAssertEqual(log.messages, ["freed on the main thread: false", "freed on the main thread: false"])
        }
    }

    func testReleasingAnEmptyListDoesNothing() {
        onMainActor {
            var sections: [FreedSection] = []
            SectionsDiffer<FreedSection>.offMainActor().release(&sections)
            XCTAssertEqual(sections, [])
        }
    }
}

/// Waits, without the main run loop, until `condition` holds; fails after 30 seconds.
func waitUntil(file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(30)
    while !condition() {
        guard Date() < deadline else { return XCTFail("timed out", file: file, line: line) }
        usleep(1000)
    }
}
