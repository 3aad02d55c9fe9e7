import DiffTestSupport
import SectionedData
import XCTest

/// The UIKit adapter in `ListRenderer`'s documentation cannot be compiled here; its one piece of
/// logic, finding where an updated section ends up, is copied from it and checked against the
/// diff's own stages.
final class ListRendererAdapterTests: XCTestCase {
    /// `TableViewRenderer.positionsAfter(_:)`, as the documentation shows it.
    private static func positionsAfter<Section>(_ stage: Changeset<Section>) -> [Int: Int] {
        let leaving = Set(stage.deletedSections).union(stage.movedSections.map(\.from))
        let arriving = Set(stage.insertedSections).union(stage.movedSections.map(\.to))
        var positions: [Int: Int] = [:]
        var after = 0
        for before in stage.originalSections.indices where !leaving.contains(before) {
            while arriving.contains(after) { after += 1 }
            positions[before] = after
            after += 1
        }
        return positions
    }

    func testEverySectionThatStaysIsFoundWhereTheStageLeavesIt() throws {
        let baseSeed: UInt64 = 0xADA9_7E40_0000_0000
        var updatedSectionsSeen = 0
        for seed in baseSeed..<baseSeed + 2_000 {
            var random = RandomSections(seed: seed)
            let (initial, final) = random.pair()
            let stages = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
            for (index, stage) in stages.enumerated() {
                let positions = Self.positionsAfter(stage)
                let staying = stage.originalSections.indices.filter { before in
                    !stage.deletedSections.contains(before) && !stage.movedSections.contains { $0.from == before }
                }
                XCTAssertEqual(positions.keys.sorted(), staying, "seed \(seed) stage \(index)")
                for (before, after) in positions {
                    XCTAssertEqual(
                        stage.originalSections[before].identity,
                        stage.finalSections[after].identity,
                        "seed \(seed) stage \(index): section \(before) is not at \(after)\n\(stage.debugDescription)"
                    )
                }
                for before in stage.updatedSections {
                    XCTAssertNotNil(positions[before], "seed \(seed) stage \(index): updated section \(before) moves")
                    updatedSectionsSeen += 1
                }
            }
        }
        XCTAssertGreaterThan(updatedSectionsSeen, 100, "the cases must update sections for the test to mean much")
    }
}
