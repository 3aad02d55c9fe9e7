import Differentiator
import XCTest

/// The operations (and optionally the sections) one stage is expected to hold.
public struct ExpectedStage: CustomStringConvertible, Sendable {
    /// Deleted section indexes, before the stage.
    public var deletedSections: [Int] = []
    /// Inserted section indexes, after the stage.
    public var insertedSections: [Int] = []
    /// Section moves, from the index before to the index after.
    public var movedSections: [Pair<Int>] = []
    /// Sections whose header changed, by index before the stage.
    public var updatedSections: [Int] = []
    /// Deleted item paths, before the stage.
    public var deletedItems: [ItemPath] = []
    /// Inserted item paths, after the stage.
    public var insertedItems: [ItemPath] = []
    /// Item moves, from the path before to the path after.
    public var movedItems: [Pair<ItemPath>] = []
    /// Updated item paths, before the stage.
    public var updatedItems: [ItemPath] = []
    /// The stage's final sections, when the test spells them out.
    public var sections: [TestSection]?

    /// A stage with the given operations, and optionally its final sections.
    public init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        movedSections: [(Int, Int)] = [],
        updatedSections: [Int] = [],
        deletedItems: [ItemPath] = [],
        insertedItems: [ItemPath] = [],
        movedItems: [(ItemPath, ItemPath)] = [],
        updatedItems: [ItemPath] = [],
        sections: [TestSection]? = nil
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections.map(Pair.init)
        self.updatedSections = updatedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems.map(Pair.init)
        self.updatedItems = updatedItems
        self.sections = sections
    }

    /// The operations of an actual stage of any section type, in the same shape.
    public init<Section>(_ stage: Changeset<Section>) {
        self.init(
            deletedSections: stage.deletedSections,
            insertedSections: stage.insertedSections,
            movedSections: stage.movedSections.map { ($0.from, $0.to) },
            updatedSections: stage.updatedSections,
            deletedItems: stage.deletedItems,
            insertedItems: stage.insertedItems,
            movedItems: stage.movedItems.map { ($0.from, $0.to) },
            updatedItems: stage.updatedItems
        )
    }

    /// Whether the operations are the same (sections are compared separately).
    public func hasSameOperations(as other: ExpectedStage) -> Bool {
        deletedSections == other.deletedSections && insertedSections == other.insertedSections
            && movedSections == other.movedSections && updatedSections == other.updatedSections
            && deletedItems == other.deletedItems && insertedItems == other.insertedItems
            && movedItems == other.movedItems && updatedItems == other.updatedItems
    }

    /// The operations that are present, by name.
    public var description: String {
        var parts: [String] = []
        func add<Value>(_ name: String, _ values: [Value]) {
            if !values.isEmpty { parts.append("\(name): \(values)") }
        }
        add("deletedSections", deletedSections)
        add("insertedSections", insertedSections)
        add("movedSections", movedSections)
        add("updatedSections", updatedSections)
        add("deletedItems", deletedItems)
        add("insertedItems", insertedItems)
        add("movedItems", movedItems)
        add("updatedItems", updatedItems)
        return "{" + parts.joined(separator: "; ") + "}"
    }
}

/// A move, comparable unlike a tuple.
public struct Pair<Value: Equatable>: Equatable, CustomStringConvertible {
    /// Where the moved thing was.
    public var from: Value
    /// Where the moved thing goes.
    public var to: Value

    /// A move from `from` to `to`.
    public init(_ from: Value, _ to: Value) {
        self.from = from
        self.to = to
    }

    /// `from->to`.
    public var description: String { "\(from)->\(to)" }
}

extension Pair: Sendable where Value: Sendable {}

/// Diffs `initial` against `final`, demands exactly the `expected` stages, and replays them
/// through the UIKit model.
@discardableResult
public func assertDiff(
    _ initial: [TestSection],
    _ final: [TestSection],
    _ expected: [ExpectedStage],
    file: StaticString = #filePath,
    line: UInt = #line
) -> [Changeset<TestSection>] {
    let stages: [Changeset<TestSection>]
    do {
        stages = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
    } catch {
        XCTFail("diff threw \(error)", file: file, line: line)
        return []
    }
    let actual = stages.map(ExpectedStage.init)
    if actual.count != expected.count || zip(actual, expected).contains(where: { !$0.hasSameOperations(as: $1) }) {
        XCTFail(
            "stages differ\n  expected: \(expected)\n  actual:   \(actual)",
            file: file,
            line: line
        )
    }
    for (index, (stage, expectation)) in zip(stages, expected).enumerated() {
        if let sections = expectation.sections, stage.finalSections != sections {
            XCTFail(
                "stage \(index) final sections differ\n  expected: \(sections)\n  actual:   \(stage.finalSections)",
                file: file,
                line: line
            )
        }
    }
    if let failure = replayFailure(initial, final, stages) ?? survivorFailure(initial, final, stages) {
        XCTFail(failure, file: file, line: line)
    }
    return stages
}

/// Checks that no row or section whose identity is in both `initial` and `final` is deleted or
/// inserted by any of `stages`, alone or with its section: it must keep its cell, moving if it
/// has to.
///
/// - Returns: A description of the first survivor deleted or inserted, or `nil`.
public func survivorFailure(
    _ initial: [TestSection],
    _ final: [TestSection],
    _ stages: [Changeset<TestSection>]
) -> String? {
    let survivingRows = Set(initial.flatMap(\.items).map(\.id)).intersection(final.flatMap(\.items).map(\.id))
    let survivingSections = Set(initial.map(\.identity)).intersection(final.map(\.identity))
    for (index, stage) in stages.enumerated() {
        let before = stage.originalSections
        let after = stage.finalSections
        for section in stage.deletedSections {
            if survivingSections.contains(before[section].identity) {
                return "stage \(index) deletes surviving section \(before[section].identity)"
            }
            if let row = before[section].items.first(where: { survivingRows.contains($0.id) }) {
                return "stage \(index) deletes surviving row \(row) with section \(before[section].identity)"
            }
        }
        for section in stage.insertedSections {
            if survivingSections.contains(after[section].identity) {
                return "stage \(index) inserts surviving section \(after[section].identity)"
            }
            if let row = after[section].items.first(where: { survivingRows.contains($0.id) }) {
                return "stage \(index) inserts surviving row \(row) with section \(after[section].identity)"
            }
        }
        for path in stage.deletedItems where survivingRows.contains(before[path.sectionIndex].items[path.itemIndex].id)
        {
            return "stage \(index) deletes surviving row \(before[path.sectionIndex].items[path.itemIndex]) at \(path)"
        }
        for path in stage.insertedItems where survivingRows.contains(after[path.sectionIndex].items[path.itemIndex].id)
        {
            return "stage \(index) inserts surviving row \(after[path.sectionIndex].items[path.itemIndex]) at \(path)"
        }
    }
    return nil
}

/// Replays `stages` from `initial` through ``BatchUpdateValidator`` and checks that every stage
/// is valid, non-empty and consistent with its data source, and that the list ends up showing
/// exactly `final`, headers and content included.
///
/// - Returns: A description of the first problem, or `nil`.
public func replayFailure(
    _ initial: [TestSection],
    _ final: [TestSection],
    _ stages: [Changeset<TestSection>]
) -> String? {
    var shown = BatchUpdateValidator.displayed(initial, header: \.model, row: { $0 })
    var sectionsBefore = initial
    for (index, stage) in stages.enumerated() {
        if stage.reloadData { return "stage \(index) asks for reloadData" }
        if stage.operationCount == 0 { return "stage \(index) is empty" }
        if stage.originalSections != sectionsBefore {
            return
                "stage \(index) originalSections \(stage.originalSections) are not the previous state \(sectionsBefore)"
        }
        let hasSectionArrivals = !stage.insertedSections.isEmpty || !stage.movedSections.isEmpty
        let hasRowOperations =
            !stage.insertedItems.isEmpty || !stage.deletedItems.isEmpty || !stage.movedItems.isEmpty
            || !stage.updatedItems.isEmpty
        if hasSectionArrivals && hasRowOperations {
            return "stage \(index) mixes section inserts or moves with row operations:\n\(stage.debugDescription)"
        }
        do {
            shown = try BatchUpdateValidator.apply(stage, to: shown, header: \.model, row: { $0 })
        } catch {
            return "stage \(index) is rejected: \(error)\n\(stage.debugDescription)"
        }
        let expected = BatchUpdateValidator.displayed(stage.finalSections, header: \.model, row: { $0 })
        if shown != expected {
            return "after stage \(index) the list shows \(shown) but the data source holds \(expected)\n"
                + stage.debugDescription
        }
        sectionsBefore = stage.finalSections
    }
    if sectionsBefore != final {
        return "the last stage ends at \(sectionsBefore), not at the final sections \(final)"
    }
    return nil
}

/// Asserts that diffing throws `expected` (compared by description).
public func assertDiffThrows(
    _ initial: [TestSection],
    _ final: [TestSection],
    _ expected: Diff.Error,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        let stages = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        XCTFail("expected \(expected), got \(stages.count) stages", file: file, line: line)
    } catch let error as Diff.Error {
        XCTAssertEqual("\(error)", "\(expected)", file: file, line: line)
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
}
