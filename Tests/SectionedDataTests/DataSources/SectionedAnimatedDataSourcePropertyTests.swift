import DiffTestSupport
import Foundation
import RxCore
import SectionedData
import XCTest

/// Random sequences of events against an animated data source bound to recording renderers: new
/// lists (edits, new lists, lists with a repeated identity), animations ending in random order,
/// diffs returning at random moments, renderers leaving and coming back on screen, the user
/// moving rows, and the data source rebound to another renderer. Every batch update is replayed
/// through `BatchUpdateValidator`; once everything has settled, the bound renderer must show
/// exactly the last list. A failure prints the case's seed and its events; set `STREAM_SEED` to
/// that seed to run that case alone.
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

    func testTheRendererShowsExactlyTheLastListOnceEverythingSettles() {
        onMainActor {
            guard let totals = Self.runStreams(diffingOnAScheduler: false), Self.seeds.count > 1 else { return }
            // The streams must exercise every path, or the property proves little.
            XCTAssertGreaterThan(totals.batchUpdates, 1000, "\(totals)")
            XCTAssertGreaterThan(totals.coalesced, 100, "\(totals)")
            XCTAssertGreaterThan(totals.duplicateReloads, 20, "\(totals)")
            XCTAssertGreaterThan(totals.offScreenReloads, 20, "\(totals)")
            XCTAssertGreaterThan(totals.multiStageChanges, 100, "\(totals)")
            XCTAssertGreaterThan(totals.rebindings, 100, "\(totals)")
            XCTAssertGreaterThan(totals.movesDuringChanges, 50, "\(totals)")
            XCTAssertGreaterThan(totals.completionsOfUnboundRenderers, 20, "\(totals)")
        }
    }

    func testTheSameHoldsWhenTheDiffsRunOnAScheduler() {
        onMainActor {
            guard let totals = Self.runStreams(diffingOnAScheduler: true), Self.seeds.count > 1 else { return }
            XCTAssertGreaterThan(totals.batchUpdates, 1000, "\(totals)")
            XCTAssertGreaterThan(totals.coalesced, 100, "\(totals)")
            XCTAssertGreaterThan(totals.supersededDiffs, 100, "\(totals)")
            XCTAssertGreaterThan(totals.offScreenReloads, 20, "\(totals)")
            XCTAssertGreaterThan(totals.rebindings, 100, "\(totals)")
            XCTAssertGreaterThan(totals.movesDuringChanges, 50, "\(totals)")
        }
    }

    /// Runs every seed's stream; returns how often each path was taken, or `nil` after five
    /// failures.
    @MainActor
    private static func runStreams(diffingOnAScheduler: Bool) -> StreamTotals? {
        print(
            "SectionedAnimatedDataSourcePropertyTests: seeds \(baseSeed) to \(baseSeed + UInt64(caseCount) - 1)"
                + " (STREAM_SEED runs one)")
        var failures = 0
        var totals = StreamTotals()
        for seed in Self.seeds {
            var stream = RandomEvents(seed: seed, scheduler: diffingOnAScheduler ? ManualScheduler() : nil)
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
    var rebindings = 0
    var movesDuringChanges = 0
    var completionsOfUnboundRenderers = 0

    var description: String {
        "batch updates \(batchUpdates), coalesced lists \(coalesced), duplicate reloads \(duplicateReloads), "
            + "off-screen reloads \(offScreenReloads), multi-stage changes \(multiStageChanges), "
            + "superseded diffs \(supersededDiffs), rebindings \(rebindings), "
            + "moves during changes \(movesDuringChanges), "
            + "completions of unbound renderers \(completionsOfUnboundRenderers)"
    }
}

/// One random stream: rounds of random events, each round ending when every animation has
/// ended and every diff has returned.
@MainActor
private struct RandomEvents {
    var random: RandomSections
    let scheduler: ManualScheduler?
    let dataSource: SectionedAnimatedDataSource<TestSection>
    let lists: BehaviorSubject<[TestSection]>
    /// Every renderer the data source has been bound to, in the order of their first binding.
    var renderers: [RecordingRenderer] = []
    /// The index of the renderer bound now.
    var bound = 0
    var binding: Disposable?
    var history: [String] = []

    init(seed: UInt64, scheduler: ManualScheduler? = nil) {
        random = RandomSections(seed: seed)
        self.scheduler = scheduler
        dataSource = makeAnimatedDataSource(log: LogRecorder(), diffScheduler: scheduler)
        lists = BehaviorSubject(value: [])
    }

    var renderer: RecordingRenderer { renderers[bound] }

    /// Runs the stream and returns a description of the first problem, or `nil`.
    mutating func run(rounds: Int, totals: inout StreamTotals) -> String? {
        var valid = random.list()
        lists.onNext(valid)
        bind(to: RecordingRenderer())
        defer { binding?.dispose() }
        // Whether the user moved a row since the last list: the renderer then shows the move.
        var movedSinceTheLastList = false

        for _ in 0..<rounds {
            let callsBefore = renderers.map(\.calls.count)
            for _ in 0..<Int.random(in: 1...8, using: &random.generator) {
                switch Int.random(in: 0..<100, using: &random.generator) {
                case 0..<35:
                    emit(&valid, totals: &totals)
                    movedSinceTheLastList = false
                case 35..<55:
                    finishAnAnimation(totals: &totals)
                case 55..<70:
                    if let scheduler, scheduler.pendingCount > 0 {
                        history.append("the diff returns")
                        scheduler.runNext()
                    }
                case 70..<75:
                    renderer.isOnScreen.toggle()
                    history.append(renderer.isOnScreen ? "on screen" : "off screen")
                case 75..<88:
                    if moveARow(totals: &totals) { movedSinceTheLastList = true }
                case 88..<94:
                    rebind(totals: &totals)
                default:
                    renderer.holdsAnimations.toggle()
                    history.append(renderer.holdsAnimations ? "animations held" : "animations complete at once")
                }
                if let problem = renderers.lazy.compactMap(\.problems.first).first { return failure(problem) }
            }
            // Settle: end the animations and run the diffs in random order.
            while renderers.contains(where: \.isAnimating) || (scheduler?.pendingCount ?? 0) > 0 {
                if let scheduler, scheduler.pendingCount > 0, Bool.random(using: &random.generator) {
                    history.append("the diff returns")
                    scheduler.runNext()
                } else {
                    finishAnAnimation(totals: &totals)
                }
                if let problem = renderers.lazy.compactMap(\.problems.first).first { return failure(problem) }
            }
            for (renderer, before) in zip(renderers, callsBefore) {
                totals.batchUpdates += renderer.calls[before...].filter { $0 != .reloadData }.count
            }
            let expected = movedSinceTheLastList ? dataSource.sectionModels : valid
            if renderer.shown != rendered(expected) || dataSource.sectionModels != expected
                || renderer.shown != renderer.dataSourceContents()
            {
                return failure(
                    "settled showing \(renderer.shown), data source holding \(dataSource.sectionModels), "
                        + "expected \(expected)")
            }
            if dataSource.isAnimating { return failure("the data source still animates") }
            if dataSource.isDiffing { return failure("the data source still diffs") }
        }
        return nil
    }

    /// Emits an edit of the last valid list, a new list, or now and then one with a repeated
    /// identity, which is shown (by a reload) but not kept as the base of the next edit.
    private mutating func emit(_ valid: inout [TestSection], totals: inout StreamTotals) {
        let diffsAtOnce = !dataSource.isAnimating && !dataSource.isDiffing
        if dataSource.isDiffing { totals.supersededDiffs += 1 }
        if !diffsAtOnce { totals.coalesced += 1 }
        if diffsAtOnce && !renderer.isOnScreen { totals.offScreenReloads += 1 }
        var latest: [TestSection]
        if chance(0.08), let (repeated, _) = random.withDuplicate(valid) {
            latest = repeated
            if diffsAtOnce && renderer.isOnScreen { totals.duplicateReloads += 1 }
            // Shown by a reload; the next list is diffed from it, fails again, and is reloaded too.
            history.append("emit with a repeated identity \(latest)")
            let callsBefore = renderer.calls.count
            lists.onNext(latest)
            if renderer.calls.count - callsBefore > 1 { totals.multiStageChanges += 1 }
            latest = chance(0.1) ? random.list() : random.edit(valid)
        } else {
            latest = chance(0.1) ? random.list() : random.edit(valid)
        }
        valid = latest
        history.append(
            "emit \(latest) (held: \(renderer.holdsAnimations), on screen: \(renderer.isOnScreen))")
        let callsBefore = renderer.calls.count
        lists.onNext(latest)
        if renderer.calls.count - callsBefore > 1 { totals.multiStageChanges += 1 }
    }

    /// Ends the oldest held animation of a random renderer, bound or not.
    private mutating func finishAnAnimation(totals: inout StreamTotals) {
        let animating = renderers.indices.filter { renderers[$0].isAnimating }
        guard let index = animating.randomElement(using: &random.generator) else { return }
        if index != bound { totals.completionsOfUnboundRenderers += 1 }
        history.append("animation of renderer \(index) ends")
        renderers[index].finishAnimation()
    }

    /// The user drags a row of the bound renderer somewhere else, if it shows one and shows the
    /// data source's sections (a renderer bound while an animation runs elsewhere waits for its
    /// reload).
    private mutating func moveARow(totals: inout StreamTotals) -> Bool {
        let shown = renderer.shown
        guard shown == renderer.dataSourceContents() else { return false }
        let sources = shown.indices.flatMap { section in shown[section].rows.indices.map { path(section, $0) } }
        guard let source = sources.randomElement(using: &random.generator) else { return false }
        let section = Int.random(in: 0..<shown.count, using: &random.generator)
        let count = shown[section].rows.count - (section == source.sectionIndex ? 1 : 0)
        let destination = path(section, Int.random(in: 0...count, using: &random.generator))
        if dataSource.isAnimating || dataSource.isDiffing { totals.movesDuringChanges += 1 }
        history.append("the user moves \(source) to \(destination)")
        renderer.move(from: source, to: destination)
        return true
    }

    /// Disposes the binding and binds the data source to a new renderer, or to an earlier one
    /// that is not animating; the binding delivers the last list at once.
    private mutating func rebind(totals: inout StreamTotals) {
        let earlier = renderers.indices.filter { $0 != bound && !renderers[$0].isAnimating }
        binding?.dispose()
        totals.rebindings += 1
        if let index = earlier.randomElement(using: &random.generator), chance(0.5) {
            history.append("rebound to renderer \(index)")
            renderers[index].isOnScreen = true
            bind(at: index)
        } else {
            history.append("rebound to renderer \(renderers.count)")
            bind(to: RecordingRenderer())
        }
    }

    private mutating func bind(to renderer: RecordingRenderer) {
        renderers.append(renderer)
        bind(at: renderers.count - 1)
    }

    private mutating func bind(at index: Int) {
        bound = index
        binding = lists.bind(to: renderers[index].rx.items(dataSource: dataSource))
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random.generator) < probability
    }

    private func failure(_ problem: String) -> String {
        "\(problem)\n  events:\n    " + history.joined(separator: "\n    ")
    }
}
