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

    func testEveryStageIsValidAndTheListEndsAtTheFinalSections() {
        var failures = 0
        var stageCounts = Array(repeating: 0, count: 5)
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
                ?? minimalityFailure(initial, final, stages)
                ?? (stages.count <= 4 ? nil : "\(stages.count) stages")
            if let problem {
                XCTFail("seed \(seed): \(problem)\n  initial: \(initial)\n  final:   \(final)")
                failures += 1
                if failures >= 5 { return }
            }
            stageCounts[min(stages.count, 4)] += 1
        }
        // The generator must exercise every number of stages, or the property proves little.
        if seeds.count > 1 {
            XCTAssertTrue(stageCounts.allSatisfy { $0 > 0 }, "cases by stage count: \(stageCounts)")
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
