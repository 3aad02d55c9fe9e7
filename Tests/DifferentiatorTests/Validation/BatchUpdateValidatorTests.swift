import DiffTestSupport
import Differentiator
import XCTest

final class BatchUpdateValidatorTests: XCTestCase {
    private let before = [section("A", [1, 2, 3, 4]), section("B", [5, 6]), section("C", [7])]

    func testRowOperationsUseOldAndNewPositions() throws {
        // Delete 2, reload 3, insert 9 at the front, move 1 to the end: [9, 3', 4, 1].
        let after = [
            section("A", rows: [row(9), row(3, 1), row(4), row(1, 1)]), section("B", [5, 6]), section("C", [7]),
        ]
        let stage = Changeset(
            originalSections: before,
            finalSections: after,
            insertedItems: [path(0, 0)],
            deletedItems: [path(0, 1)],
            movedItems: [(from: path(0, 0), to: path(0, 3))],
            updatedItems: [path(0, 2)]
        )
        let result = try apply(stage, to: before)
        // The moved row keeps what it showed; the reloaded and inserted rows show the data source.
        XCTAssertEqual(result[0].rows, [row(9), row(3, 1), row(4), row(1)])
        XCTAssertEqual(Array(result.dropFirst()), shown(Array(after.dropFirst())))
    }

    func testSectionOperationsPlaceTheOtherSectionsInOrder() throws {
        // Delete A, move C to the front, insert D at the end: C, B, D.
        let after = [section("C", [7]), section("B", [5, 6]), section("D", [8])]
        let stage = Changeset(
            finalSections: after,
            insertedSections: [2],
            deletedSections: [0],
            movedSections: [(from: 2, to: 0)]
        )
        XCTAssertEqual(try apply(stage, to: before), shown(after))
    }

    func testRowsMoveAcrossSectionsAndWithMovedSections() throws {
        // Move C to the front and 2 into C: C [2, 7], A [1, 3, 4], B [5, 6].
        let after = [section("C", [2, 7]), section("A", [1, 3, 4]), section("B", [5, 6])]
        let stage = Changeset(
            finalSections: after,
            movedSections: [(from: 2, to: 0)],
            movedItems: [(from: path(0, 1), to: path(0, 0))]
        )
        XCTAssertEqual(try apply(stage, to: before), shown(after))
    }

    func testUpdatedSectionsRefreshTheHeaderAndKeepTheRows() throws {
        let after = [
            section("A", title: "A*", rows: [row(1), row(2), row(3), row(4)]), section("B", [5, 6]), section("C", [7]),
        ]
        let result = try apply(Changeset(finalSections: after, updatedSections: [0]), to: before)
        XCTAssertEqual(result[0].header.title, "A*")
        XCTAssertEqual(result, shown(after))
        // Without the update the header stays stale, which the replay helper reports.
        XCTAssertEqual(try apply(Changeset(finalSections: after, movedItems: []), to: before)[0].header.title, "A")
    }

    func testReloadDataShowsTheFinalSections() throws {
        let after = [section("Z", [42])]
        XCTAssertEqual(try apply(Changeset(reloadData: true, finalSections: after), to: before), shown(after))
        XCTAssertEqual(try apply(Changeset.initialValue(after), to: []), shown(after))
    }

    func testIdentityOverload() throws {
        let after = [section("B", [6, 5]), section("A", [1, 2, 3, 4]), section("C", [7])]
        let stage = Changeset(finalSections: after, movedSections: [(from: 1, to: 0)])
        let identities = BatchUpdateValidator.displayed(before, header: \.identity, row: \.identity)
        let moved = try BatchUpdateValidator.apply(stage, to: identities)
        XCTAssertEqual(moved.map(\.header), ["B", "A", "C"])
        XCTAssertEqual(moved.map(\.rows), [[5, 6], [1, 2, 3, 4], [7]])
        let swapped = try BatchUpdateValidator.apply(
            Changeset(finalSections: after, movedItems: [(from: path(0, 1), to: path(0, 0))]),
            to: moved
        )
        XCTAssertEqual(swapped.map(\.rows), [[6, 5], [1, 2, 3, 4], [7]])
        XCTAssertEqual(swapped[0].description, "B > [6, 5]")
    }

    /// Dropping any one operation from a valid stage must be noticed: either UIKit's rules reject
    /// the rest, or the list no longer matches its data source.
    func testDroppingAnyOperationOfAValidStageIsNoticed() throws {
        var dropped = 0
        for seed in (0..<UInt64(600)).map({ 0xD20B_0000 + $0 }) {
            var random = RandomSections(seed: seed)
            let (initial, final) = random.pair()
            var sections = initial
            for stage in try Diff.differencesForSectionedView(initialSections: initial, finalSections: final) {
                for variant in Self.variantsMissingOneOperation(stage) {
                    dropped += 1
                    if let result = try? apply(variant, to: sections), result == shown(stage.finalSections) {
                        XCTFail("seed \(seed): dropping an operation went unnoticed\n\(variant.debugDescription)")
                        return
                    }
                }
                sections = stage.finalSections
            }
        }
        XCTAssertGreaterThan(dropped, 1_000)
    }

    /// `stage` without one of its operations, once for each operation.
    private static func variantsMissingOneOperation(_ stage: Changeset<TestSection>) -> [Changeset<TestSection>] {
        func without<Value>(_ values: [Value], _ index: Int) -> [Value] {
            var values = values
            values.remove(at: index)
            return values
        }
        func make(
            insertedSections: [Int]? = nil,
            deletedSections: [Int]? = nil,
            movedSections: [(from: Int, to: Int)]? = nil,
            updatedSections: [Int]? = nil,
            insertedItems: [ItemPath]? = nil,
            deletedItems: [ItemPath]? = nil,
            movedItems: [(from: ItemPath, to: ItemPath)]? = nil,
            updatedItems: [ItemPath]? = nil
        ) -> Changeset<TestSection> {
            Changeset(
                originalSections: stage.originalSections,
                finalSections: stage.finalSections,
                insertedSections: insertedSections ?? stage.insertedSections,
                deletedSections: deletedSections ?? stage.deletedSections,
                movedSections: movedSections ?? stage.movedSections,
                updatedSections: updatedSections ?? stage.updatedSections,
                insertedItems: insertedItems ?? stage.insertedItems,
                deletedItems: deletedItems ?? stage.deletedItems,
                movedItems: movedItems ?? stage.movedItems,
                updatedItems: updatedItems ?? stage.updatedItems
            )
        }
        var variants: [Changeset<TestSection>] = []
        for index in stage.insertedSections.indices {
            variants.append(make(insertedSections: without(stage.insertedSections, index)))
        }
        for index in stage.deletedSections.indices {
            variants.append(make(deletedSections: without(stage.deletedSections, index)))
        }
        for index in stage.movedSections.indices {
            variants.append(make(movedSections: without(stage.movedSections, index)))
        }
        for index in stage.updatedSections.indices {
            variants.append(make(updatedSections: without(stage.updatedSections, index)))
        }
        for index in stage.insertedItems.indices {
            variants.append(make(insertedItems: without(stage.insertedItems, index)))
        }
        for index in stage.deletedItems.indices {
            variants.append(make(deletedItems: without(stage.deletedItems, index)))
        }
        for index in stage.movedItems.indices { variants.append(make(movedItems: without(stage.movedItems, index))) }
        for index in stage.updatedItems.indices {
            variants.append(make(updatedItems: without(stage.updatedItems, index)))
        }
        return variants
    }
}
