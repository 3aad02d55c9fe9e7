import DiffTestSupport
import Differentiator
import XCTest

/// Each rule of UIKit's batch updates, broken once, with the message the validator prints.
final class BatchUpdateValidatorErrorTests: XCTestCase {
    /// `A [1, 2, 3] | B [4, 5] | C [6, 7, 8, 9]`.
    private let before = [section("A", [1, 2, 3]), section("B", [4, 5]), section("C", [6, 7, 8, 9])]

    // MARK: Sections

    func testSectionsOutOfRange() {
        assertRejects(
            Changeset(finalSections: Array(before.prefix(2)), deletedSections: [3]),
            from: before,
            .sectionOutOfRange(.delete, section: 3, sectionCount: 3),
            "attempt to delete section 3, but there are only 3 sections before the update"
        )
        assertRejects(
            Changeset(finalSections: before, updatedSections: [5]),
            from: before,
            .sectionOutOfRange(.reload, section: 5, sectionCount: 3),
            "attempt to reload section 5, but there are only 3 sections before the update"
        )
        assertRejects(
            Changeset(finalSections: before, movedSections: [(from: 3, to: 0)]),
            from: before,
            .sectionOutOfRange(.moveFrom, section: 3, sectionCount: 3),
            "attempt to move section 3, but there are only 3 sections before the update"
        )
        assertRejects(
            Changeset(finalSections: before, movedSections: [(from: 0, to: 3)]),
            from: before,
            .sectionOutOfRange(.moveTo, section: 3, sectionCount: 3),
            "attempt to move a section to section 3, but there are only 3 sections after the update"
        )
        assertRejects(
            Changeset(finalSections: before + [section("D", [])], insertedSections: [4]),
            from: before,
            .sectionOutOfRange(.insert, section: 4, sectionCount: 4),
            "attempt to insert section 4, but there are only 4 sections after the update"
        )
    }

    func testRepeatedSectionOperations() {
        assertRejects(
            Changeset(finalSections: [before[2]], deletedSections: [0, 1, 0]),
            from: before,
            .duplicateSectionOperation(.delete, section: 0),
            "attempt to delete section 0 more than once"
        )
        assertRejects(
            Changeset(finalSections: before, updatedSections: [1, 1]),
            from: before,
            .duplicateSectionOperation(.reload, section: 1),
            "attempt to reload section 1 more than once"
        )
        assertRejects(
            Changeset(finalSections: before, movedSections: [(from: 0, to: 2), (from: 0, to: 1)]),
            from: before,
            .duplicateSectionOperation(.moveFrom, section: 0),
            "attempt to move section 0 more than once"
        )
        assertRejects(
            Changeset(finalSections: before, movedSections: [(from: 0, to: 2), (from: 1, to: 2)]),
            from: before,
            .duplicateSectionOperation(.moveTo, section: 2),
            "attempt to move more than one section to section 2"
        )
        assertRejects(
            Changeset(finalSections: before + [section("D", []), section("E", [])], insertedSections: [3, 3]),
            from: before,
            .duplicateSectionOperation(.insert, section: 3),
            "attempt to insert section 3 more than once"
        )
    }

    func testConflictingSectionOperations() {
        assertRejects(
            Changeset(finalSections: Array(before.prefix(2)), deletedSections: [2], updatedSections: [2]),
            from: before,
            .conflictingSectionOperations(.delete, .reload, section: 2),
            "attempt to perform a delete and a reload of the same section (2)"
        )
        assertRejects(
            Changeset(finalSections: Array(before.prefix(2)), deletedSections: [0], movedSections: [(from: 0, to: 1)]),
            from: before,
            .conflictingSectionOperations(.delete, .moveFrom, section: 0),
            "attempt to perform a delete and a move from the same section (0)"
        )
        assertRejects(
            Changeset(finalSections: before, movedSections: [(from: 1, to: 0)], updatedSections: [1]),
            from: before,
            .conflictingSectionOperations(.reload, .moveFrom, section: 1),
            "attempt to perform a reload and a move from the same section (1)"
        )
        assertRejects(
            Changeset(
                finalSections: before + [section("D", [])], insertedSections: [0], movedSections: [(from: 2, to: 0)]),
            from: before,
            .conflictingSectionOperations(.insert, .moveTo, section: 0),
            "attempt to perform an insert and a move to the same section (0)"
        )
    }

    func testInvalidNumberOfSections() {
        assertRejects(
            Changeset(finalSections: before + [section("D", [])]),
            from: before,
            .invalidNumberOfSections(after: 4, before: 3, inserted: 0, deleted: 0),
            "invalid number of sections: the number of sections after the update (4) must equal the number before "
                + "(3), plus or minus the number inserted or deleted (0 inserted, 0 deleted)"
        )
    }

    // MARK: Rows

    func testRowsInMissingSections() {
        assertRejects(
            Changeset(finalSections: before, deletedItems: [path(3, 0)]),
            from: before,
            .rowInMissingSection(.delete, path: path(3, 0), sectionCount: 3),
            "attempt to delete row 0 of section 3, but there are only 3 sections before the update"
        )
        assertRejects(
            Changeset(finalSections: before, insertedItems: [path(-1, 0)]),
            from: before,
            .rowInMissingSection(.insert, path: path(-1, 0), sectionCount: 3),
            "attempt to insert row 0 of section -1, but there are only 3 sections after the update"
        )
    }

    func testRowsOutOfRange() {
        assertRejects(
            Changeset(finalSections: before, deletedItems: [path(1, 2)]),
            from: before,
            .rowOutOfRange(.delete, path: path(1, 2), rowCount: 2),
            "attempt to delete row 2 of section 1, which only contains 2 rows before the update"
        )
        assertRejects(
            Changeset(finalSections: before, updatedItems: [path(0, 3)]),
            from: before,
            .rowOutOfRange(.reload, path: path(0, 3), rowCount: 3),
            "attempt to reload row 3 of section 0, which only contains 3 rows before the update"
        )
        assertRejects(
            Changeset(finalSections: before, movedItems: [(from: path(0, 5), to: path(0, 0))]),
            from: before,
            .rowOutOfRange(.moveFrom, path: path(0, 5), rowCount: 3),
            "attempt to move row 5 of section 0, which only contains 3 rows before the update"
        )
        assertRejects(
            Changeset(finalSections: before, movedItems: [(from: path(0, 0), to: path(1, 2))]),
            from: before,
            .rowOutOfRange(.moveTo, path: path(1, 2), rowCount: 2),
            "attempt to move a row to row 2 of section 1, which only contains 2 rows after the update"
        )
        let grown = [section("A", [1, 2, 3, 10])] + before.dropFirst()
        assertRejects(
            Changeset(finalSections: grown, insertedItems: [path(0, 4)]),
            from: before,
            .rowOutOfRange(.insert, path: path(0, 4), rowCount: 4),
            "attempt to insert row 4 of section 0, which only contains 4 rows after the update"
        )
    }

    func testRepeatedRowOperations() {
        assertRejects(
            Changeset(finalSections: before, deletedItems: [path(0, 1), path(0, 1)]),
            from: before,
            .duplicateRowOperation(.delete, path: path(0, 1)),
            "attempt to delete index path [0, 1] more than once"
        )
        assertRejects(
            Changeset(finalSections: before, updatedItems: [path(2, 0), path(2, 0)]),
            from: before,
            .duplicateRowOperation(.reload, path: path(2, 0)),
            "attempt to reload index path [2, 0] more than once"
        )
        assertRejects(
            Changeset(
                finalSections: before,
                movedItems: [(from: path(0, 0), to: path(0, 2)), (from: path(0, 0), to: path(0, 1))]),
            from: before,
            .duplicateRowOperation(.moveFrom, path: path(0, 0)),
            "attempt to move index path [0, 0] more than once"
        )
        assertRejects(
            Changeset(
                finalSections: before,
                movedItems: [(from: path(0, 0), to: path(0, 2)), (from: path(0, 1), to: path(0, 2))]),
            from: before,
            .duplicateRowOperation(.moveTo, path: path(0, 2)),
            "attempt to move more than one row to index path [0, 2]"
        )
        let grown = [section("A", [1, 2, 3, 10, 11])] + before.dropFirst()
        assertRejects(
            Changeset(finalSections: grown, insertedItems: [path(0, 3), path(0, 3)]),
            from: before,
            .duplicateRowOperation(.insert, path: path(0, 3)),
            "attempt to insert index path [0, 3] more than once"
        )
    }

    func testConflictingRowOperations() {
        assertRejects(
            Changeset(finalSections: before, deletedItems: [path(0, 1)], updatedItems: [path(0, 1)]),
            from: before,
            .conflictingRowOperations(.delete, .reload, path: path(0, 1)),
            "attempt to perform a delete and a reload of the same index path ([0, 1])"
        )
        assertRejects(
            Changeset(
                finalSections: before, deletedItems: [path(0, 1)], movedItems: [(from: path(0, 1), to: path(0, 0))]),
            from: before,
            .conflictingRowOperations(.delete, .moveFrom, path: path(0, 1)),
            "attempt to perform a delete and a move from the same index path ([0, 1])"
        )
        assertRejects(
            Changeset(
                finalSections: before, movedItems: [(from: path(2, 0), to: path(2, 3))], updatedItems: [path(2, 0)]),
            from: before,
            .conflictingRowOperations(.reload, .moveFrom, path: path(2, 0)),
            "attempt to perform a reload and a move from the same index path ([2, 0])"
        )
        let grown = [section("A", [2, 1, 3, 10])] + before.dropFirst()
        assertRejects(
            Changeset(
                finalSections: grown, insertedItems: [path(0, 0)], movedItems: [(from: path(0, 1), to: path(0, 0))]),
            from: before,
            .conflictingRowOperations(.insert, .moveTo, path: path(0, 0)),
            "attempt to perform an insert and a move to the same index path ([0, 0])"
        )
    }

    func testRowOperationsInsideChangedSections() {
        assertRejects(
            Changeset(finalSections: Array(before.dropFirst()), deletedSections: [0], deletedItems: [path(0, 0)]),
            from: before,
            .rowOperationInChangedSection(.delete, path: path(0, 0), sectionOperation: .delete),
            "attempt to delete a row from section 0 (index path [0, 0]), which the same update deleted; rows of an "
                + "inserted, deleted or reloaded section cannot change in that update"
        )
        assertRejects(
            Changeset(finalSections: before, updatedSections: [1], updatedItems: [path(1, 0)]),
            from: before,
            .rowOperationInChangedSection(.reload, path: path(1, 0), sectionOperation: .reload),
            "attempt to reload a row from section 1 (index path [1, 0]), which the same update reloaded; rows of an "
                + "inserted, deleted or reloaded section cannot change in that update"
        )
        // UIKit: no row moves out of a section that the same update deletes.
        assertRejects(
            Changeset(
                finalSections: [section("A", [1, 2, 3, 6]), before[1]],
                deletedSections: [2],
                movedItems: [(from: path(2, 0), to: path(0, 3))]
            ),
            from: before,
            .rowOperationInChangedSection(.moveFrom, path: path(2, 0), sectionOperation: .delete),
            "attempt to move a row from section 2 (index path [2, 0]), which the same update deleted; rows of an "
                + "inserted, deleted or reloaded section cannot change in that update"
        )
        let withD = before + [section("D", [3])]
        assertRejects(
            Changeset(finalSections: withD, insertedSections: [3], movedItems: [(from: path(0, 2), to: path(3, 0))]),
            from: before,
            .rowOperationInChangedSection(.moveTo, path: path(3, 0), sectionOperation: .insert),
            "attempt to move a row into section 3 (index path [3, 0]), which the same update inserted; rows of an "
                + "inserted, deleted or reloaded section cannot change in that update"
        )
        assertRejects(
            Changeset(finalSections: withD, insertedSections: [3], insertedItems: [path(3, 0)]),
            from: before,
            .rowOperationInChangedSection(.insert, path: path(3, 0), sectionOperation: .insert),
            "attempt to insert a row into section 3 (index path [3, 0]), which the same update inserted; rows of an "
                + "inserted, deleted or reloaded section cannot change in that update"
        )
        let retitled = [section("A", title: "A*", rows: [row(1), row(2), row(3), row(10)])] + before.dropFirst()
        assertRejects(
            Changeset(finalSections: retitled, updatedSections: [0], insertedItems: [path(0, 3)]),
            from: before,
            .rowOperationInChangedSection(.insert, path: path(0, 3), sectionOperation: .reload),
            "attempt to insert a row into section 0 (index path [0, 3]), which the same update reloaded; rows of an "
                + "inserted, deleted or reloaded section cannot change in that update"
        )
    }

    func testInvalidNumberOfRows() {
        // Section C has 4 rows; one is inserted and one deleted, yet the data source reports 5.
        let after = Array(before.prefix(2)) + [section("C", [6, 7, 8, 10, 11])]
        assertRejects(
            Changeset(finalSections: after, insertedItems: [path(2, 3)], deletedItems: [path(2, 3)]),
            from: before,
            .invalidNumberOfRows(section: 2, after: 5, before: 4, inserted: 1, deleted: 1, movedIn: 0, movedOut: 0),
            "invalid number of rows in section 2: the number of rows after the update (5) must equal the number "
                + "before (4), plus or minus the number inserted or deleted (1 inserted, 1 deleted) and plus or minus "
                + "the number moved in or out (0 moved in, 0 moved out)"
        )
        assertRejects(
            Changeset(finalSections: before, movedItems: [(from: path(0, 0), to: path(1, 0))]),
            from: before,
            .invalidNumberOfRows(section: 0, after: 3, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1),
            "invalid number of rows in section 0: the number of rows after the update (3) must equal the number "
                + "before (3), plus or minus the number inserted or deleted (0 inserted, 0 deleted) and plus or minus "
                + "the number moved in or out (0 moved in, 1 moved out)"
        )
    }

    func testOperationKinds() {
        XCTAssertEqual(
            BatchUpdateValidator.Operation.allCases.filter(\.usesPositionsBeforeUpdate),
            [.delete, .reload, .moveFrom]
        )
    }
}
