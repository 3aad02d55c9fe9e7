import DiffTestSupport
import Differentiator
import XCTest

/// One test per pair of kinds of change, from `DiffFixtures.base`:
/// `A [1, 2, 3] | B [4, 5, 6] | C [7, 8, 9] | D [10]`.
///
/// The single changes: insert 13 at the end of A; delete 5 from B; move 7 to the end of C; move 3
/// from A to the front of B; update 8; insert section E [20] at the end; delete D; move D to the
/// front; retitle D. Pairs that would contradict each other use another section, as noted.
final class DiffPairTests: XCTestCase {
    private let base = DiffFixtures.base
    private let a = section("A", [1, 2, 3])
    private let b = section("B", [4, 5, 6])
    private let c = section("C", [7, 8, 9])
    private let d = section("D", [10])
    private let e = section("E", [20])
    /// A with 13 inserted, B with 5 deleted, C with 7 moved, C with 8 updated, D retitled.
    private let aInserted = section("A", [1, 2, 3, 13])
    private let bDeleted = section("B", [4, 6])
    private let cMoved = section("C", [8, 9, 7])
    private let cUpdated = section("C", rows: [row(7), row(8, 1), row(9)])
    private let dRetitled = section("D", title: "D*", rows: [row(10)])

    // MARK: Item insert and …

    func testItemInsertAndItemDelete() {
        assertDiff(
            base, [aInserted, bDeleted, c, d], [ExpectedStage(deletedItems: [path(1, 1)], insertedItems: [path(0, 3)])])
    }

    func testItemInsertAndItemMove() {
        assertDiff(
            base,
            [aInserted, b, cMoved, d],
            [ExpectedStage(insertedItems: [path(0, 3)], movedItems: [(path(2, 0), path(2, 2))])]
        )
    }

    func testItemInsertAndItemMoveAcrossSections() {
        assertDiff(
            base,
            [section("A", [1, 2, 13]), section("B", [3, 4, 5, 6]), c, d],
            [ExpectedStage(insertedItems: [path(0, 2)], movedItems: [(path(0, 2), path(1, 0))])]
        )
    }

    func testItemInsertAndItemUpdate() {
        assertDiff(
            base,
            [aInserted, b, cUpdated, d],
            [ExpectedStage(insertedItems: [path(0, 3)], updatedItems: [path(2, 1)])]
        )
    }

    func testItemInsertAndSectionInsert() {
        assertDiff(
            base,
            [aInserted, b, c, d, e],
            [
                ExpectedStage(insertedSections: [4], sections: [a, b, c, d, e]),
                ExpectedStage(insertedItems: [path(0, 3)]),
            ]
        )
    }

    func testItemInsertAndSectionDelete() {
        assertDiff(
            base,
            [aInserted, b, c],
            [ExpectedStage(deletedSections: [3], sections: [a, b, c]), ExpectedStage(insertedItems: [path(0, 3)])]
        )
    }

    func testItemInsertAndSectionMove() {
        assertDiff(
            base,
            [d, aInserted, b, c],
            [
                ExpectedStage(movedSections: [(3, 0)], sections: [d, a, b, c]),
                ExpectedStage(insertedItems: [path(1, 3)]),
            ]
        )
    }

    func testItemInsertAndSectionUpdate() {
        assertDiff(
            base,
            [aInserted, b, c, dRetitled],
            [ExpectedStage(updatedSections: [3], insertedItems: [path(0, 3)])]
        )
    }

    // MARK: Item delete and …

    func testItemDeleteAndItemMove() {
        assertDiff(
            base,
            [a, bDeleted, cMoved, d],
            [ExpectedStage(deletedItems: [path(1, 1)], movedItems: [(path(2, 0), path(2, 2))])]
        )
    }

    func testItemDeleteAndItemMoveAcrossSections() {
        assertDiff(
            base,
            [section("A", [1, 2]), section("B", [3, 4, 6]), c, d],
            [ExpectedStage(deletedItems: [path(1, 1)], movedItems: [(path(0, 2), path(1, 0))])]
        )
    }

    func testItemDeleteAndItemUpdate() {
        assertDiff(
            base,
            [a, bDeleted, cUpdated, d],
            [ExpectedStage(deletedItems: [path(1, 1)], updatedItems: [path(2, 1)])]
        )
    }

    func testItemDeleteAndSectionInsert() {
        assertDiff(
            base,
            [a, bDeleted, c, d, e],
            [
                ExpectedStage(deletedItems: [path(1, 1)], sections: [a, bDeleted, c, d]),
                ExpectedStage(insertedSections: [4]),
            ]
        )
    }

    func testItemDeleteAndSectionDelete() {
        assertDiff(base, [a, bDeleted, c], [ExpectedStage(deletedSections: [3], deletedItems: [path(1, 1)])])
    }

    func testItemDeleteAndSectionMove() {
        assertDiff(
            base,
            [d, a, bDeleted, c],
            [
                ExpectedStage(deletedItems: [path(1, 1)], sections: [a, bDeleted, c, d]),
                ExpectedStage(movedSections: [(3, 0)]),
            ]
        )
    }

    func testItemDeleteAndSectionUpdate() {
        assertDiff(
            base, [a, bDeleted, c, dRetitled], [ExpectedStage(updatedSections: [3], deletedItems: [path(1, 1)])])
    }

    // MARK: Item move and …

    func testItemMoveAndItemMoveAcrossSections() {
        assertDiff(
            base,
            [section("A", [1, 2]), section("B", [3, 4, 5, 6]), cMoved, d],
            [ExpectedStage(movedItems: [(path(0, 2), path(1, 0)), (path(2, 0), path(2, 2))])]
        )
    }

    func testItemMoveAndItemUpdateOfAnotherItem() {
        assertDiff(
            base,
            [a, b, section("C", rows: [row(8, 1), row(9), row(7)]), d],
            [ExpectedStage(movedItems: [(path(2, 0), path(2, 2))], updatedItems: [path(2, 1)])]
        )
    }

    func testItemMoveAndSectionInsert() {
        assertDiff(
            base,
            [a, b, cMoved, d, e],
            [ExpectedStage(insertedSections: [4]), ExpectedStage(movedItems: [(path(2, 0), path(2, 2))])]
        )
    }

    func testItemMoveAndSectionDelete() {
        assertDiff(
            base,
            [a, b, cMoved],
            [ExpectedStage(deletedSections: [3]), ExpectedStage(movedItems: [(path(2, 0), path(2, 2))])]
        )
    }

    func testItemMoveAndSectionMove() {
        assertDiff(
            base,
            [d, a, b, cMoved],
            [ExpectedStage(movedSections: [(3, 0)]), ExpectedStage(movedItems: [(path(3, 0), path(3, 2))])]
        )
    }

    func testItemMoveAndSectionUpdate() {
        assertDiff(
            base,
            [a, b, cMoved, dRetitled],
            [ExpectedStage(updatedSections: [3], movedItems: [(path(2, 0), path(2, 2))])]
        )
    }

    // MARK: Item move across sections and …

    func testItemMoveAcrossSectionsAndItemUpdate() {
        assertDiff(
            base,
            [section("A", [1, 2]), section("B", [3, 4, 5, 6]), cUpdated, d],
            [ExpectedStage(movedItems: [(path(0, 2), path(1, 0))], updatedItems: [path(2, 1)])]
        )
    }

    func testItemMoveAcrossSectionsAndSectionInsert() {
        assertDiff(
            base,
            [section("A", [1, 2]), section("B", [3, 4, 5, 6]), c, d, e],
            [ExpectedStage(insertedSections: [4]), ExpectedStage(movedItems: [(path(0, 2), path(1, 0))])]
        )
    }

    func testItemMoveAcrossSectionsAndSectionDelete() {
        assertDiff(
            base,
            [section("A", [1, 2]), section("B", [3, 4, 5, 6]), c],
            [ExpectedStage(deletedSections: [3]), ExpectedStage(movedItems: [(path(0, 2), path(1, 0))])]
        )
    }

    func testItemMoveAcrossSectionsAndSectionMove() {
        assertDiff(
            base,
            [d, section("A", [1, 2]), section("B", [3, 4, 5, 6]), c],
            [ExpectedStage(movedSections: [(3, 0)]), ExpectedStage(movedItems: [(path(1, 2), path(2, 0))])]
        )
    }

    func testItemMoveAcrossSectionsAndSectionUpdate() {
        assertDiff(
            base,
            [section("A", [1, 2]), section("B", [3, 4, 5, 6]), c, dRetitled],
            [ExpectedStage(updatedSections: [3], movedItems: [(path(0, 2), path(1, 0))])]
        )
    }

    // MARK: Item update and …

    func testItemUpdateAndSectionInsert() {
        assertDiff(
            base,
            [a, b, cUpdated, d, e],
            [
                ExpectedStage(updatedItems: [path(2, 1)], sections: [a, b, cUpdated, d]),
                ExpectedStage(insertedSections: [4]),
            ]
        )
    }

    func testItemUpdateAndSectionDelete() {
        assertDiff(base, [a, b, cUpdated], [ExpectedStage(deletedSections: [3], updatedItems: [path(2, 1)])])
    }

    func testItemUpdateAndSectionMove() {
        assertDiff(
            base,
            [d, a, b, cUpdated],
            [ExpectedStage(updatedItems: [path(2, 1)]), ExpectedStage(movedSections: [(3, 0)])]
        )
    }

    func testItemUpdateAndSectionUpdate() {
        assertDiff(
            base, [a, b, cUpdated, dRetitled], [ExpectedStage(updatedSections: [3], updatedItems: [path(2, 1)])])
    }

    // MARK: Section insert and …

    func testSectionInsertAndSectionDelete() {
        assertDiff(
            base,
            [a, b, c, e],
            [ExpectedStage(deletedSections: [3], sections: [a, b, c]), ExpectedStage(insertedSections: [3])]
        )
    }

    func testSectionInsertAndSectionMove() {
        assertDiff(base, [d, a, b, c, e], [ExpectedStage(insertedSections: [4], movedSections: [(3, 0)])])
    }

    func testSectionInsertAndSectionUpdate() {
        assertDiff(base, [a, b, c, dRetitled, e], [ExpectedStage(insertedSections: [4], updatedSections: [3])])
    }

    // MARK: Section delete and …

    func testSectionDeleteAndSectionMove() {
        // D is deleted, so C moves instead.
        assertDiff(base, [c, a, b], [ExpectedStage(deletedSections: [3]), ExpectedStage(movedSections: [(2, 0)])])
    }

    func testSectionDeleteAndSectionUpdate() {
        // D is deleted, so C is retitled instead.
        let cRetitled = section("C", title: "C*", rows: [row(7), row(8), row(9)])
        assertDiff(base, [a, b, cRetitled], [ExpectedStage(deletedSections: [3], updatedSections: [2])])
    }

    // MARK: Section move and …

    func testSectionMoveAndUpdateOfTheSameSection() {
        // A section cannot be reloaded and moved in one batch: the update comes first.
        assertDiff(
            base,
            [dRetitled, a, b, c],
            [
                ExpectedStage(updatedSections: [3], sections: [a, b, c, dRetitled]),
                ExpectedStage(movedSections: [(3, 0)]),
            ]
        )
    }

    func testSectionMoveAndUpdateOfAnotherSection() {
        let cRetitled = section("C", title: "C*", rows: [row(7), row(8), row(9)])
        assertDiff(base, [d, a, b, cRetitled], [ExpectedStage(movedSections: [(3, 0)], updatedSections: [2])])
    }
}
