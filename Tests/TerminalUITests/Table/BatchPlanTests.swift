import SectionedData
import TestSupport
import XCTest

@testable import TerminalUI

final class BatchPlanTests: XCTestCase {
    private func path(_ section: Int, _ item: Int) -> ItemPath {
        ItemPath(sectionIndex: section, itemIndex: item)
    }

    private func header(_ section: Int, _ change: RowChange = .unchanged) -> TableLine {
        TableLine(.header(section: section), change)
    }

    private func row(_ section: Int, _ item: Int, _ change: RowChange = .unchanged) -> TableLine {
        TableLine(.row(path(section, item)), change)
    }

    private func removed(_ section: Int, _ item: Int) -> TableLine {
        TableLine(.removedRow(path(section, item)), .deleted)
    }

    func testDeletedRowsStayWhereTheyWereAndInsertedRowsAppearWhereTheyGo() {
        // A B C -> B C D
        var shape = BatchShape(originalCounts: [3], finalCounts: [3])
        shape.deletedItems = [path(0, 0)]
        shape.insertedItems = [path(0, 2)]
        let plan = BatchPlan(shape)
        XCTAssertEqual(plan.lines(), [header(0), removed(0, 0), row(0, 0), row(0, 1), row(0, 2, .inserted)])
        XCTAssertNil(plan.finalPath(of: path(0, 0)))
        XCTAssertEqual(plan.finalPath(of: path(0, 1)), path(0, 0))
        XCTAssertEqual(plan.finalPath(of: path(0, 2)), path(0, 1))
    }

    func testBetweenTwoKeptRowsDeletionsComeBeforeInsertions() {
        // A X B -> A Y Z B
        var shape = BatchShape(originalCounts: [3], finalCounts: [4])
        shape.deletedItems = [path(0, 1)]
        shape.insertedItems = [path(0, 1), path(0, 2)]
        XCTAssertEqual(
            BatchPlan(shape).lines(),
            [header(0), row(0, 0), removed(0, 1), row(0, 1, .inserted), row(0, 2, .inserted), row(0, 3)]
        )
    }

    func testMovedRowsAppearOnlyWhereTheyArriveMarkedAsMoved() {
        // A B C -> C A B
        var shape = BatchShape(originalCounts: [3], finalCounts: [3])
        shape.movedItems = [.init(from: path(0, 2), to: path(0, 0))]
        let plan = BatchPlan(shape)
        XCTAssertEqual(plan.lines(), [header(0), row(0, 0, .moved), row(0, 1), row(0, 2)])
        XCTAssertEqual(plan.finalPath(of: path(0, 2)), path(0, 0))
        XCTAssertEqual(plan.finalPath(of: path(0, 0)), path(0, 1))
    }

    func testRowsMovedAcrossSections() {
        // [A B] [C] -> [B] [A C]
        var shape = BatchShape(originalCounts: [2, 1], finalCounts: [1, 2])
        shape.movedItems = [.init(from: path(0, 0), to: path(1, 0))]
        let plan = BatchPlan(shape)
        XCTAssertEqual(plan.lines(), [header(0), row(0, 0), header(1), row(1, 0, .moved), row(1, 1)])
        XCTAssertEqual(plan.finalPath(of: path(0, 0)), path(1, 0))
        XCTAssertEqual(plan.finalPath(of: path(0, 1)), path(0, 0))
        XCTAssertEqual(plan.finalPath(of: path(1, 0)), path(1, 1))
    }

    func testUpdatedRowsAreMarkedInPlace() {
        var shape = BatchShape(originalCounts: [2], finalCounts: [2])
        shape.updatedItems = [path(0, 1)]
        XCTAssertEqual(BatchPlan(shape).lines(), [header(0), row(0, 0), row(0, 1, .updated)])
        XCTAssertEqual(BatchPlan(shape).finalPath(of: path(0, 1)), path(0, 1))
    }

    func testADeletedSectionLeavesItsHeaderAndRowsBehind() {
        var shape = BatchShape(originalCounts: [2, 1], finalCounts: [1])
        shape.deletedSections = [0]
        let plan = BatchPlan(shape)
        XCTAssertEqual(
            plan.lines(),
            [TableLine(.removedHeader(section: 0), .deleted), removed(0, 0), removed(0, 1), header(0), row(0, 0)]
        )
        XCTAssertNil(plan.finalPath(of: path(0, 1)))
        XCTAssertEqual(plan.finalPath(of: path(1, 0)), path(0, 0))
    }

    func testAnInsertedSectionIsInsertedWithAllItsRows() {
        var shape = BatchShape(originalCounts: [1], finalCounts: [2, 1])
        shape.insertedSections = [0]
        let plan = BatchPlan(shape)
        XCTAssertEqual(
            plan.lines(),
            [header(0, .inserted), row(0, 0, .inserted), row(0, 1, .inserted), header(1), row(1, 0)]
        )
        XCTAssertEqual(plan.finalPath(of: path(0, 0)), path(1, 0))
    }

    func testAMovedSectionIsMovedWithAllItsRows() {
        var shape = BatchShape(originalCounts: [1, 2], finalCounts: [2, 1])
        shape.movedSections = [.init(from: 1, to: 0)]
        let plan = BatchPlan(shape)
        XCTAssertEqual(plan.lines(), [header(0, .moved), row(0, 0, .moved), row(0, 1, .moved), header(1), row(1, 0)])
        XCTAssertEqual(plan.finalPath(of: path(1, 1)), path(0, 1))
        XCTAssertEqual(plan.finalPath(of: path(0, 0)), path(1, 0))
    }

    func testAnUpdatedSectionMarksOnlyItsHeader() {
        var shape = BatchShape(originalCounts: [1], finalCounts: [1])
        shape.updatedSections = [0]
        XCTAssertEqual(BatchPlan(shape).lines(), [header(0, .updated), row(0, 0)])
    }

    func testPositionsOutsideTheListsMapToNothing() {
        let plan = BatchPlan(BatchShape(originalCounts: [1], finalCounts: [1]))
        XCTAssertNil(plan.finalPath(of: path(0, 1)))
        XCTAssertNil(plan.finalPath(of: path(3, 0)))
        XCTAssertEqual(plan.finalPath(of: path(0, 0)), path(0, 0))
    }

    /// Every stage the real diff produces for random lists plans lines that hold exactly the
    /// stage's final rows in order plus its deleted rows, and maps every surviving row to where
    /// the same item is after the stage.
    func testPlansOfRandomDiffStagesAreConsistent() throws {
        typealias Section = AnimatableSectionModel<String, Int>
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        func randomSections() -> [Section] {
            var items = Array(0..<30).filter { _ in random.next(below: 3) != 0 }
            items.shuffle(using: &random)
            return ["a", "b", "c", "d"].filter { _ in random.next(below: 4) != 0 }.map { name in
                let count = random.next(below: items.count + 1)
                defer { items.removeFirst(count) }
                return Section(model: name, items: Array(items.prefix(count)))
            }.shuffled(using: &random)
        }
        for round in 0..<300 {
            let before = randomSections()
            let after = randomSections()
            let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
            for stage in stages {
                let plan = BatchPlan(BatchShape(stage))
                let lines = plan.lines()
                let context = "seed \(seed), round \(round): \(before) -> \(after), stage \(stage)"
                XCTAssertEqual(
                    lines.filter { !$0.isRemoved }.map(\.content),
                    TableLines(settledCounts: stage.finalSections.map(\.items.count)).map(\.content),
                    context
                )
                var expectedRemoved: [TableLine.Content] = []
                for section in stage.originalSections.indices {
                    if stage.deletedSections.contains(section) {
                        expectedRemoved.append(.removedHeader(section: section))
                        expectedRemoved += stage.originalSections[section].items.indices.map {
                            .removedRow(path(section, $0))
                        }
                    } else {
                        expectedRemoved += stage.deletedItems.filter { $0.sectionIndex == section }.sorted().map {
                            .removedRow($0)
                        }
                    }
                }
                XCTAssertEqual(
                    Set(lines.filter(\.isRemoved).map(\.content)), Set(expectedRemoved), context)
                for (section, model) in stage.originalSections.enumerated() {
                    for (index, item) in model.items.enumerated() {
                        let mapped = plan.finalPath(of: path(section, index))
                        let deleted =
                            stage.deletedSections.contains(section) || stage.deletedItems.contains(path(section, index))
                        if deleted {
                            XCTAssertNil(mapped, context)
                        } else if let mapped {
                            XCTAssertEqual(
                                stage.finalSections[mapped.sectionIndex].items[mapped.itemIndex], item, context)
                        } else {
                            XCTFail("item \(item) at [\(section), \(index)] has no final position; \(context)")
                        }
                    }
                }
                if testRun?.failureCount ?? 0 > 0 { return }
            }
        }
    }
}
