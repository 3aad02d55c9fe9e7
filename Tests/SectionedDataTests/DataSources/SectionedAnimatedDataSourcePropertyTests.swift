import DiffTestSupport
import Foundation
import RxCore
import SectionedData
import XCTest

/// Random streams of section lists bound to a recording renderer through an animated data source.
/// A failure prints the case's seed; set `STREAM_SEED` to that value to run that case alone.
final class SectionedAnimatedDataSourcePropertyTests: XCTestCase {
    /// The first seed; case `n` uses `baseSeed + n`.
    private static let baseSeed: UInt64 = 0x5EED_DA7A_0000_0000
    private static let caseCount = 300
    private static let roundsPerCase = 12

    /// The seeds to run: the one in `STREAM_SEED`, or all of them.
    private static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["STREAM_SEED"], let seed = UInt64(text) { return [seed] }
        return (0..<UInt64(caseCount)).map { baseSeed + $0 }
    }

    func testTheRendererShowsExactlyTheDataSourcesSectionsAfterEveryEmissionSettles() {
        onMainActor {
            guard let totals = Self.runStreams(diffingOnAScheduler: false), Self.seeds.count > 1 else { return }
            // The streams must exercise every path, or the property proves little.
            XCTAssertGreaterThan(totals.batchUpdates, 1000, "\(totals)")
            XCTAssertGreaterThan(totals.coalesced, 100, "\(totals)")
            XCTAssertGreaterThan(totals.duplicateReloads, 20, "\(totals)")
            XCTAssertGreaterThan(totals.offScreenReloads, 20, "\(totals)")
            XCTAssertGreaterThan(totals.multiStageChanges, 100, "\(totals)")
        }
    }

    func testTheSameHoldsWhenTheDiffsRunOnAScheduler() {
        onMainActor {
            guard let totals = Self.runStreams(diffingOnAScheduler: true), Self.seeds.count > 1 else { return }
            XCTAssertGreaterThan(totals.batchUpdates, 1000, "\(totals)")
            XCTAssertGreaterThan(totals.coalesced, 100, "\(totals)")
            XCTAssertGreaterThan(totals.supersededDiffs, 100, "\(totals)")
            XCTAssertGreaterThan(totals.offScreenReloads, 20, "\(totals)")
        }
    }

    /// Runs every seed's stream; returns how often each path was taken, or `nil` after five
    /// failures.
    @MainActor
    private static func runStreams(diffingOnAScheduler: Bool) -> StreamTotals? {
        var failures = 0
        var totals = StreamTotals()
        for seed in Self.seeds {
            var stream = RandomStream(seed: seed, scheduler: diffingOnAScheduler ? ManualScheduler() : nil)
            if let failure = stream.run(rounds: Self.roundsPerCase, totals: &totals) {
                XCTFail("seed \(seed): \(failure)")
                failures += 1
                if failures >= 5 { return nil }
            }
        }
        return totals
    }
}

/// How often the random streams took each path.
private struct StreamTotals: CustomStringConvertible {
    var batchUpdates = 0
    var coalesced = 0
    var duplicateReloads = 0
    var offScreenReloads = 0
    var multiStageChanges = 0
    var supersededDiffs = 0

    var description: String {
        "batch updates \(batchUpdates), coalesced emissions \(coalesced), duplicate reloads \(duplicateReloads), "
            + "off-screen reloads \(offScreenReloads), multi-stage changes \(multiStageChanges), "
            + "superseded diffs \(supersededDiffs)"
    }
}

/// One random stream: rounds of a few edited lists (sometimes with a repeated identity), with
/// animations held and released at random and the renderer now and then off screen; each round
/// ends when every animation has ended. With a scheduler, every change is diffed on it, and its
/// diffs run at random moments among the lists and the animations.
@MainActor
private struct RandomStream {
    var random: RandomSections
    let scheduler: ManualScheduler?

    init(seed: UInt64, scheduler: ManualScheduler? = nil) {
        random = RandomSections(seed: seed)
        self.scheduler = scheduler
    }

    /// Runs the stream and returns a description of the first problem, or `nil`.
    mutating func run(rounds: Int, totals: inout StreamTotals) -> String? {
        let subject = PublishSubject<[TestSection]>()
        let renderer = RecordingRenderer()
        let dataSource = makeAnimatedDataSource(log: LogRecorder(), diffScheduler: scheduler)
        let subscription = subject.bind(to: renderer.rx.items(dataSource: dataSource))
        defer { subscription.dispose() }

        var valid = random.list()
        var latest = valid
        var history = ["emit \(latest)"]
        subject.onNext(latest)

        /// Emits an edit of the last valid list, or now and then a list with a repeated identity.
        func emit() {
            renderer.holdsAnimations = chance(0.5)
            renderer.isOnScreen = !chance(0.08)
            let diffsAtOnce = !dataSource.isAnimating && !dataSource.isDiffing
            if dataSource.isDiffing { totals.supersededDiffs += 1 }
            if chance(0.08), let (repeated, _) = random.withDuplicate(valid) {
                latest = repeated
                if diffsAtOnce && renderer.isOnScreen { totals.duplicateReloads += 1 }
            } else {
                valid = chance(0.1) ? random.list() : random.edit(valid)
                latest = valid
            }
            history.append(
                "emit \(latest) (held: \(renderer.holdsAnimations), on screen: \(renderer.isOnScreen))"
            )
            let callsBefore = renderer.calls.count
            subject.onNext(latest)
            if !diffsAtOnce { totals.coalesced += 1 }
            if diffsAtOnce && !renderer.isOnScreen { totals.offScreenReloads += 1 }
            if scheduler != nil && chance(0.5) { scheduler?.runNext() }
            if renderer.calls.count - callsBefore > 1 { totals.multiStageChanges += 1 }
        }

        for _ in 0..<rounds {
            let callsBefore = renderer.calls.count
            // A burst of lists, which may arrive while an animation runs.
            for _ in 0...Int.random(in: 0..<3, using: &random.generator) {
                emit()
                if let problem = renderer.problems.first { return failure(problem, history) }
            }
            // Settle: end the animations and run the diffs one at a time, in random order,
            // sometimes with a list arriving meanwhile.
            while renderer.isAnimating || (scheduler?.pendingCount ?? 0) > 0 {
                if let scheduler, scheduler.pendingCount > 0, !renderer.isAnimating || chance(0.5) {
                    scheduler.runNext()
                } else {
                    renderer.finishAnimation()
                }
                if (renderer.isAnimating || dataSource.isDiffing) && chance(0.2) { emit() }
                if let problem = renderer.problems.first { return failure(problem, history) }
            }
            totals.batchUpdates += renderer.calls[callsBefore...].filter { $0 != .reloadData }.count
            if renderer.shown != rendered(latest) || dataSource.sectionModels != latest {
                return failure(
                    "settled showing \(renderer.shown), data source holding \(dataSource.sectionModels), "
                        + "expected \(latest)",
                    history
                )
            }
            if dataSource.isAnimating { return failure("the data source still animates", history) }
            if dataSource.isDiffing { return failure("the data source still diffs", history) }
        }
        return nil
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random.generator) < probability
    }

    private func failure(_ problem: String, _ history: [String]) -> String {
        "\(problem)\n  stream:\n    " + history.joined(separator: "\n    ")
    }
}
