import DiffTestSupport
import Differentiator
import XCTest

final class ChangesetTests: XCTestCase {
    func testInitialValueReloadsEverything() {
        let sections = DiffFixtures.base
        let changeset = Changeset.initialValue(sections)
        XCTAssertTrue(changeset.reloadData)
        XCTAssertEqual(changeset.finalSections, sections)
        XCTAssertEqual(changeset.originalSections, [])
        XCTAssertEqual(changeset.insertedSections, [0, 1, 2, 3])
        XCTAssertEqual(changeset.operationCount, 4)
    }

    func testMemberwiseInitializerDefaultsToNothing() {
        let changeset = Changeset<TestSection>()
        XCTAssertFalse(changeset.reloadData)
        XCTAssertEqual(changeset.operationCount, 0)
        XCTAssertEqual(changeset.finalSections, [])
    }

    func testOperationCountCountsEveryKind() {
        let changeset = Changeset<TestSection>(
            insertedSections: [1],
            deletedSections: [0, 2],
            movedSections: [(from: 3, to: 0)],
            updatedSections: [4],
            insertedItems: [path(0, 0)],
            deletedItems: [path(1, 1)],
            movedItems: [(from: path(1, 0), to: path(0, 1)), (from: path(1, 2), to: path(0, 2))],
            updatedItems: [path(1, 3)]
        )
        XCTAssertEqual(changeset.operationCount, 10)
    }

    func testDebugDescriptionListsTheOperations() {
        let changeset = Changeset(
            finalSections: [section("A", [1])],
            movedSections: [(from: 1, to: 0)],
            movedItems: [(from: path(0, 0), to: path(0, 1))],
            updatedItems: [path(0, 2)]
        )
        XCTAssertEqual(
            changeset.debugDescription,
            """
            movedSections: ["1->0"]
            movedItems: ["[0, 0]->[0, 1]"]
            updatedItems: [[0, 2]]
            finalSections: [A > [1]]
            """
        )
        XCTAssertEqual(
            Changeset.initialValue([section("A", [])]).debugDescription,
            "reloadData\ninsertedSections: [0]\nfinalSections: [A > []]")
    }
}
