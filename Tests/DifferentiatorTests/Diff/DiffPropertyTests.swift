import DiffTestSupport
import Differentiator
import XCTest

/// Randomized properties of the diff over many seeded cases. A failure prints the case's seed;
/// set `DIFF_SEED` to that value to run that case alone.
final class DiffPropertyTests: XCTestCase {
    /// The first seed; case `n` uses `baseSeed + n`.
    private static let baseSeed: UInt64 = 0x5EED_D1FF_0000_0000
    private static let caseCount = 10_000

    /// The seeds to run: the one in `DIFF_SEED`, or all of them.
    private var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["DIFF_SEED"], let seed = UInt64(text) { return [seed] }
        return (0..<UInt64(Self.caseCount)).map { Self.baseSeed + $0 }
    }

    /// Every stage is valid, the list ends at the final sections, no surviving row or section is
    /// ever deleted or inserted, only the fewest operations are reported, and there are at most
    /// ``Diff/maximumStageCount`` stages, every count from none to that bound occurring.
    func testEveryStageIsValidAndTheListEndsAtTheFinalSections() {
        var failures = 0
        var stageCounts = Array(repeating: 0, count: Diff.maximumStageCount + 1)
        var casesWithRowsLeavingDeletedSections = 0
        var casesWithRowsJoiningInsertedSections = 0
        for seed in seeds {
            var random = RandomSections(seed: seed)
            let (initial, final) = random.pair()
            let stages: [Changeset<TestSection>]
            do {
                stages = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
            } catch {
                XCTFail("seed \(seed): diff threw \(error)\n  initial: \(initial)\n  final:   \(final)")
                failures += 1
                if failures >= 5 { return } else { continue }
            }
            let problem =
                replayFailure(initial, final, stages)
                ?? survivorFailure(initial, final, stages)
                ?? minimalityFailure(initial, final, stages)
                ?? (stages.count <= Diff.maximumStageCount ? nil : "\(stages.count) stages")
            if let problem {
                XCTFail("seed \(seed): \(problem)\n  initial: \(initial)\n  final:   \(final)")
                failures += 1
                if failures >= 5 { return }
            }
            stageCounts[min(stages.count, Diff.maximumStageCount)] += 1
            let (leaving, joining) = Self.rowsChangingSectionWithTheirSection(initial, final)
            if leaving { casesWithRowsLeavingDeletedSections += 1 }
            if joining { casesWithRowsJoiningInsertedSections += 1 }
        }
        // The generator must exercise every number of stages and rows that leave deleted sections
        // or join inserted ones, or the property proves little.
        if seeds.count > 1 {
            XCTAssertTrue(stageCounts.allSatisfy { $0 > 0 }, "cases by stage count: \(stageCounts)")
            XCTAssertGreaterThan(casesWithRowsLeavingDeletedSections, 500)
            XCTAssertGreaterThan(casesWithRowsJoiningInsertedSections, 500)
        }
    }

    func testRepeatedIdentitiesThrowOnEitherSide() {
        var failures = 0
        for seed in seeds {
            var random = RandomSections(seed: seed)
            let (initial, final) = random.pair()
            let repeatInitial = seed % 2 == 0
            guard let (repeated, isSection) = random.withDuplicate(repeatInitial ? initial : final) else { continue }
            let (before, after) = repeatInitial ? (repeated, final) : (initial, repeated)
            do {
                let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
                XCTFail("seed \(seed): no error, \(stages.count) stages\n  initial: \(before)\n  final:   \(after)")
                failures += 1
            } catch Diff.Error.duplicateSection where isSection {
            } catch Diff.Error.duplicateItem where !isSection {
            } catch {
                XCTFail("seed \(seed): wrong error \(error)\n  initial: \(before)\n  final:   \(after)")
                failures += 1
            }
            if failures >= 5 { return }
        }
    }

    /// Whether some row of a deleted section survives in another section, and whether some row of
    /// an inserted section was in another section before.
    private static func rowsChangingSectionWithTheirSection(
        _ initial: [TestSection],
        _ final: [TestSection]
    ) -> (leaving: Bool, joining: Bool) {
        let initialSections = Set(initial.map(\.identity))
        let finalSections = Set(final.map(\.identity))
        let initialRows = Set(initial.flatMap(\.items).map(\.id))
        let finalRows = Set(final.flatMap(\.items).map(\.id))
        let leaving = initial.contains { section in
            !finalSections.contains(section.identity) && section.items.contains { finalRows.contains($0.id) }
        }
        let joining = final.contains { section in
            !initialSections.contains(section.identity) && section.items.contains { initialRows.contains($0.id) }
        }
        return (leaving, joining)
    }

    /// Whether the stages report exactly the fewest operations.
    private func minimalityFailure(
        _ initial: [TestSection],
        _ final: [TestSection],
        _ stages: [Changeset<TestSection>]
    ) -> String? {
        let expected = MinimalChanges(from: initial, to: final)
        let reported = MinimalChanges(reportedBy: stages)
        guard expected != reported else { return nil }
        return "reported \(reported)\n  fewest   \(expected)\n"
            + stages.map(\.debugDescription).joined(separator: "\n--\n")
    }
}
