import DiffTestSupport
import Differentiator
import XCTest

/// One test per kind of change, from `DiffFixtures.base`:
/// `A [1, 2, 3] | B [4, 5, 6] | C [7, 8, 9] | D [10]`.
final class DiffTests: XCTestCase {
    private let base = DiffFixtures.base

    func testEqualListsGiveNoStages() {
        assertDiff(base, base, [])
        assertDiff([], [], [])
        assertDiff([section("A", [])], [section("A", [])], [])
    }

    func testItemInsert() {
        let final = [
            section("A", [1, 2, 3, 13]), section("B", [4, 5, 6]), section("C", [7, 8, 9]), section("D", [10]),
        ]
        assertDiff(base, final, [ExpectedStage(insertedItems: [path(0, 3)])])
    }

    func testItemDelete() {
        let final = [section("A", [1, 2, 3]), section("B", [4, 6]), section("C", [7, 8, 9]), section("D", [10])]
        assertDiff(base, final, [ExpectedStage(deletedItems: [path(1, 1)])])
    }

    func testItemMoveInsideSection() {
        let final = [section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", [8, 9, 7]), section("D", [10])]
        assertDiff(base, final, [ExpectedStage(movedItems: [(path(2, 0), path(2, 2))])])
    }

    func testItemMoveAcrossSections() {
        let final = [section("A", [1, 2]), section("B", [3, 4, 5, 6]), section("C", [7, 8, 9]), section("D", [10])]
        assertDiff(base, final, [ExpectedStage(movedItems: [(path(0, 2), path(1, 0))])])
    }

    func testItemUpdate() {
        let final = [
            section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", rows: [row(7), row(8, 1), row(9)]),
            section("D", [10]),
        ]
        assertDiff(base, final, [ExpectedStage(updatedItems: [path(2, 1)])])
    }

    func testSectionInsert() {
        let final = base + [section("E", [20])]
        assertDiff(base, final, [ExpectedStage(insertedSections: [4])])
    }

    func testSectionDelete() {
        assertDiff(base, Array(base.prefix(3)), [ExpectedStage(deletedSections: [3])])
    }

    func testSectionMove() {
        let final = [base[3], base[0], base[1], base[2]]
        assertDiff(base, final, [ExpectedStage(movedSections: [(3, 0)])])
    }

    func testSectionModelUpdateKeepsRows() {
        let final = [base[0], base[1], base[2], section("D", title: "D*", rows: [row(10)])]
        assertDiff(base, final, [ExpectedStage(updatedSections: [3])])
    }

    func testDocumentedExample() {
        let before = [section("A", [1, 2, 3]), section("B", [4, 5])]
        let after = [section("B", [4, 2]), section("C", [6]), section("A", [3, 1])]
        assertDiff(
            before,
            after,
            [
                ExpectedStage(deletedItems: [path(1, 1)], sections: [section("A", [1, 2, 3]), section("B", [4])]),
                ExpectedStage(
                    insertedSections: [1],
                    movedSections: [(0, 2)],
                    sections: [section("B", [4]), section("C", [6]), section("A", [1, 2, 3])]
                ),
                ExpectedStage(movedItems: [(path(2, 0), path(2, 1)), (path(2, 1), path(0, 1))], sections: after),
            ]
        )
        assertDiff(
            [section("A", [1, 2, 3])],
            [section("A", [3, 1, 4])],
            [
                ExpectedStage(
                    deletedItems: [path(0, 1)], insertedItems: [path(0, 2)], movedItems: [(path(0, 0), path(0, 1))])
            ]
        )
    }

    func testFromAndToEmptyLists() {
        assertDiff([], base, [ExpectedStage(insertedSections: [0, 1, 2, 3])])
        assertDiff(base, [], [ExpectedStage(deletedSections: [0, 1, 2, 3])])
        assertDiff(
            [section("A", [])], [section("A", [1, 2])], [ExpectedStage(insertedItems: [path(0, 0), path(0, 1)])])
        assertDiff(
            [section("A", [1, 2])], [section("A", [])], [ExpectedStage(deletedItems: [path(0, 0), path(0, 1)])])
    }

    func testUpdatedItemThatMovesIsReloadedBeforeItMoves() {
        let final = [
            section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", rows: [row(8), row(9), row(7, 1)]),
            section("D", [10]),
        ]
        let reloaded = [
            section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", rows: [row(7, 1), row(8), row(9)]),
            section("D", [10]),
        ]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(updatedItems: [path(2, 0)], sections: reloaded),
                ExpectedStage(movedItems: [(path(2, 0), path(2, 2))], sections: final),
            ]
        )
    }

    func testItemLeavingADeletedSectionMovesOutBeforeTheSectionGoes() {
        let final = [section("A", [1, 2, 3, 10]), section("B", [4, 5, 6]), section("C", [7, 8, 9])]
        let emptied = [
            section("A", [1, 2, 3, 10]), section("B", [4, 5, 6]), section("C", [7, 8, 9]), section("D", []),
        ]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(movedItems: [(path(3, 0), path(0, 3))], sections: emptied),
                ExpectedStage(deletedSections: [3], sections: final),
            ]
        )
    }

    func testItemJoiningAnInsertedSectionMovesInOnceTheSectionIsThere() {
        let final = [
            section("A", [1, 2]), section("B", [4, 5, 6]), section("C", [7, 8, 9]), section("D", [10]),
            section("E", [3]),
        ]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(insertedSections: [4], sections: base + [section("E", [])]),
                ExpectedStage(movedItems: [(path(0, 2), path(4, 0))], sections: final),
            ]
        )
    }

    func testItemMovingFromADeletedSectionIntoAnInsertedOne() {
        let final = [section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", [7, 8, 9]), section("E", [10])]
        let withBoth = [
            section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", [7, 8, 9]), section("E", []),
            section("D", [10]),
        ]
        let emptied = [
            section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", [7, 8, 9]), section("E", [10]),
            section("D", []),
        ]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(insertedSections: [3], sections: withBoth),
                ExpectedStage(movedItems: [(path(4, 0), path(3, 0))], sections: emptied),
                ExpectedStage(deletedSections: [4], sections: final),
            ]
        )
    }

    func testInsertedSectionComesWithItsNewItemsAndTheOthersMoveIn() {
        let final = [
            section("E", [10, 20]), section("A", [1, 2]), section("B", [4, 5, 6]), section("C", [7, 8, 9]),
        ]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(
                    deletedItems: [path(0, 2)], sections: [section("A", [1, 2]), base[1], base[2], base[3]]),
                ExpectedStage(
                    insertedSections: [0],
                    sections: [section("E", [20]), section("A", [1, 2]), base[1], base[2], base[3]]
                ),
                ExpectedStage(
                    movedItems: [(path(4, 0), path(0, 0))],
                    sections: [section("E", [10, 20]), section("A", [1, 2]), base[1], base[2], section("D", [])]
                ),
                ExpectedStage(deletedSections: [4], sections: final),
            ]
        )
    }

    func testEmptiedSectionKeepsItsPlaceAmongTheSectionsThatDoNotMove() {
        // B is deleted but its 5 (updated) survives in D, which moves to the front: B stays just
        // before C, the next section that does not move, until 5 has left.
        let final = [section("D", rows: [row(10), row(5, 1)]), base[0], base[2]]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(
                    updatedItems: [path(1, 1)],
                    sections: [base[0], section("B", rows: [row(4), row(5, 1), row(6)]), base[2], base[3]]
                ),
                ExpectedStage(
                    movedSections: [(3, 0)],
                    sections: [base[3], base[0], section("B", rows: [row(4), row(5, 1), row(6)]), base[2]]
                ),
                ExpectedStage(
                    movedItems: [(path(2, 1), path(0, 1))],
                    sections: [final[0], base[0], section("B", [4, 6]), base[2]]
                ),
                ExpectedStage(deletedSections: [2], sections: final),
            ]
        )
    }

    func testDeletedSectionWithoutSurvivorsGoesFirstAndAnEmptiedOneLast() {
        // C has no survivor and goes in the first stage; D's 10 moves to A before D goes.
        let final = [section("A", [10, 1, 2, 3]), base[1]]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(deletedSections: [2], sections: [base[0], base[1], base[3]]),
                ExpectedStage(
                    movedItems: [(path(2, 0), path(0, 0))],
                    sections: [final[0], base[1], section("D", [])]
                ),
                ExpectedStage(deletedSections: [2], sections: final),
            ]
        )
    }

    func testEmptiedSectionTakesTheSectionUpdateThatNoOtherStageCan() {
        // D* has row changes in the removals and insertions stages and moves in the sections
        // stage, so its header is refreshed in the last stage, with B's delete.
        let final = [section("D", title: "D*", rows: [row(5), row(11)]), base[0], base[2]]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(deletedItems: [path(3, 0)]),
                ExpectedStage(movedSections: [(3, 0)]),
                ExpectedStage(insertedItems: [path(0, 1)], movedItems: [(path(2, 1), path(0, 0))]),
                ExpectedStage(deletedSections: [2], updatedSections: [0], sections: final),
            ]
        )
    }

    func testSectionUpdateWithRowChangesInTheSameBatchGetsItsOwnStage() {
        let final = [base[0], base[1], base[2], section("D", title: "D*", rows: [row(10), row(11)])]
        assertDiff(base, final, [ExpectedStage(insertedItems: [path(3, 1)]), ExpectedStage(updatedSections: [3])])
    }

    func testSectionUpdateTouchedByEveryStageGetsALastStage() {
        let final = [section("D", title: "D*", rows: [row(11)]), base[0], base[1], base[2]]
        assertDiff(
            base,
            final,
            [
                ExpectedStage(deletedItems: [path(3, 0)]),
                ExpectedStage(movedSections: [(3, 0)]),
                ExpectedStage(insertedItems: [path(0, 0)]),
                ExpectedStage(updatedSections: [0], sections: final),
            ]
        )
    }

    func testReversalMovesAllButOne() {
        let stages = assertDiff(
            [section("A", [1, 2, 3, 4])],
            [section("A", [4, 3, 2, 1])],
            [ExpectedStage(movedItems: [(path(0, 0), path(0, 3)), (path(0, 1), path(0, 2)), (path(0, 2), path(0, 1))])]
        )
        XCTAssertEqual(stages.first?.operationCount, 3)
    }

    func testLongReversalPairsEveryItemAndMovesAllButOne() {
        // Longer than the diff's in-order pairing window, so that pairing runs backwards.
        let rows = Array(1...40)
        let stages = assertDiff(
            [section("A", rows)],
            [section("A", rows.reversed())],
            [ExpectedStage(movedItems: (0..<39).map { (path(0, $0), path(0, 39 - $0)) })]
        )
        XCTAssertEqual(stages.first?.operationCount, 39)
    }

    func testSectionsWithoutEquatableStillReachTheDataSource() throws {
        let before = [PlainSection(name: "A", title: "old", items: [1, 2])]
        let after = [PlainSection(name: "A", title: "new", items: [2, 1, 3])]
        let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages.last?.finalSections.first?.title, "new")
        XCTAssertEqual(stages.last?.updatedSections, [])
        XCTAssertEqual(stages.last?.insertedItems, [path(0, 2)])
        XCTAssertEqual(stages.last?.movedItems.map { Pair($0.from, $0.to) }, [Pair(path(0, 0), path(0, 1))])
    }

    func testInitialValueReloadsEverything() {
        let changeset = Changeset.initialValue(base)
        XCTAssertTrue(changeset.reloadData)
        XCTAssertEqual(changeset.finalSections, base)
        XCTAssertEqual(changeset.insertedSections, [0, 1, 2, 3])
        XCTAssertEqual(changeset.originalSections, [])
        XCTAssertEqual(changeset.operationCount, 4)
    }
}

/// A section type that is not `Equatable`: its model changes cannot be detected.
private struct PlainSection: AnimatableSectionModelType {
    var name: String
    var title: String
    var items: [Int]

    var identity: String { name }

    init(name: String, title: String, items: [Int]) {
        self.name = name
        self.title = title
        self.items = items
    }

    init(original: PlainSection, items: [Int]) {
        self.init(name: original.name, title: original.title, items: items)
    }
}
