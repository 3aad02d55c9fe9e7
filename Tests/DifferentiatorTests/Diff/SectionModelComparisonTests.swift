import DiffTestSupport
import XCTest

@testable import Differentiator

final class SectionModelComparisonTests: XCTestCase {
    func testEquatableSectionsCompareModelsOnly() throws {
        let compare = try XCTUnwrap(SectionModelComparison.modelsAreEqual(for: TestSection.self))
        XCTAssertTrue(compare(section("A", [1, 2]), section("A", [3])))
        XCTAssertFalse(compare(section("A", title: "a", rows: []), section("A", title: "b", rows: [])))
    }

    func testOtherSectionsCannotBeCompared() {
        XCTAssertNil(SectionModelComparison.modelsAreEqual(for: SectionModel<Opaque, Int>.self))
        XCTAssertNotNil(SectionModelComparison.modelsAreEqual(for: SectionModel<String, Int>.self))
    }

    func testGenericCallersStillSeeModelUpdates() throws {
        // Through a function that only knows AnimatableSectionModelType, the unconstrained overload
        // runs and finds Equatable at run time.
        let stages = try stagesThroughGenericCode(
            [section("A", [1])],
            [section("A", title: "A*", rows: [row(1)])]
        )
        XCTAssertEqual(stages.map(\.updatedSections), [[0]])
    }

    private func stagesThroughGenericCode<Section: AnimatableSectionModelType>(
        _ initial: [Section],
        _ final: [Section]
    ) throws -> [Changeset<Section>] {
        try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
    }
}

/// A section model that is not `Equatable`.
private struct Opaque {}
