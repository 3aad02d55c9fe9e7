import Foundation
import HeroCatalog
import RxCore
import SectionedData
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--bench`: how long the app takes from a keystroke to the settled frame on the terminal.
///
/// A fixed typing script (type a word letter by letter, erase it with Backspace, type another)
/// is replayed into fresh sessions of the real ``HeroesController``, 100 × 30 screen, the way the
/// app runs: the view model searches on its background queue and delivers on the main queue,
/// which the benchmark serves by running the main run loop; the data source diffs, the table and
/// the screen draw, and every frame goes through a ``FileDescriptorOutput`` into a pipe that a
/// thread of its own drains, as a terminal would. Keys are typed one at a time: each waits until
/// the frame showing the previous key's result is written.
///
/// A keystroke's time runs from handing the key to the controller until the frame showing its
/// result has been written to the pipe. It splits into two stages, measured in the same pass, that
/// add up to it: from the key until the result reaches the main thread (the field's own frame,
/// the search on the background queue and both queue hops), and from there until the frame is
/// written (data source and diff, table, screen, ANSI diff and write). Sessions with animation
/// off measure the settled frame; sessions with animation on measure the first frame of the
/// animation, then end the animation at once (untimed) before the next key. A key that leaves
/// the folded query as it was (the "-" of "x-men" and the Backspace that erases it, since
/// matching ignores punctuation) starts no search: its time is until the frame with the edited
/// field is written, all of it in the second stage.
///
/// A separate pass drives the same parts by hand, without the controller and without its queues
/// (the filter still scans on every core), to split the work into filter, diff-and-apply and
/// render; each of its sessions starts with a fresh search, so the first query of each word
/// scans every hero. It also reports the filter's processor time on all threads, which does not
/// grow when other programs share the machine, and the query that took the most. Its times are
/// not part of the totals.
@MainActor
enum KeystrokeBenchmark {
    /// The heroes used when neither `--data` nor `--synthetic` is given.
    static let defaultHeroCount = 100_000

    /// The sessions measured for each animation setting (after one warm-up session).
    static let sessions = 5

    /// The screen size of the measured sessions.
    static let screenSize = (columns: 100, rows: 30)

    /// The longest a keystroke may take before the benchmark gives up on it.
    static let timeout = Duration.seconds(10)

    /// The typing script: "s", "sp", "spi", … "spider", Backspace to "", then the same for
    /// "nova", then for "x-men".
    static let script: [Key] = {
        var keys: [Key] = []
        for word in ["spider", "nova", "x-men"] {
            keys += word.map { Key.text(String($0)) }
            keys += Array(repeating: .backspace, count: word.count)
        }
        return keys
    }()

    /// One keystroke's measurements in the real path.
    struct Sample {
        /// The query after the key.
        var query: String
        /// Rows in the table after the key.
        var rows: Int
        /// Key until the result reaches the main thread.
        var search: Duration
        /// Result on the main thread until its frame is written.
        var draw: Duration
        /// Keystroke to the frame showing the result: `search + draw`.
        var total: Duration { search + draw }
    }

    /// One keystroke's work done by hand, in the separate pass.
    struct Breakdown {
        /// The query after the key.
        var query: String
        /// Filtering.
        var filter: Duration
        /// The processor time filtering took on all threads together, which, unlike the elapsed
        /// time, does not grow when other programs share the processor.
        var filterProcessorTime: Duration
        /// Diff and batch update.
        var diff: Duration
        /// Drawing the frame and its ANSI diff.
        var render: Duration
    }

    /// Runs the benchmark and prints its report.
    ///
    /// - Parameters:
    ///   - filter: The heroes to search.
    ///   - output: Receives the report.
    /// - Returns: `.success`, or `.dataError` when the pipe cannot be made or a keystroke times out.
    @discardableResult
    static func run(filter: HeroFilter, output: inout some TextOutputStream) -> ExitStatus {
        output.write(
            "HeroesDemo --bench: \(filter.heroCount) heroes, \(screenSize.columns)x\(screenSize.rows) screen, ")
        output.write("no debounce, frames written to a pipe, \(script.count) keys per session\n")
        guard let sink = PipeSink() else {
            output.write("error: cannot create a pipe\n")
            return .dataError
        }
        defer { sink.close() }
        var firstSession: [Sample] = []
        for animation in [RowAnimation.disabled, .standard] {
            guard measureSession(filter: filter, animation: animation, sink: sink) != nil else {
                output.write("error: a keystroke took longer than \(format(timeout))\n")
                return .dataError
            }
            var samples: [Sample] = []
            for _ in 0..<sessions {
                guard let session = measureSession(filter: filter, animation: animation, sink: sink) else {
                    output.write("error: a keystroke took longer than \(format(timeout))\n")
                    return .dataError
                }
                if firstSession.isEmpty { firstSession = session }
                samples += session
            }
            let what = animation.duration > .zero ? "first frame of the animation" : "settled frame, animation off"
            output.write("keystroke to \(what) (\(samples.count) keystrokes in \(sessions) sessions): ")
            output.write(summary(samples.map(\.total)) + "\n")
            output.write(
                "  stages, same pass: key to result on main \(summary(samples.map(\.search))); "
                    + "result to frame written \(summary(samples.map(\.draw)))\n")
        }
        let breakdown = measureByHand(filter: filter)
        output.write(
            "separate pass by hand, each session with a fresh search (not part of the totals): filter "
                + "\(summary(breakdown.map(\.filter))); its processor time on all threads "
                + "\(summary(breakdown.map(\.filterProcessorTime))); diff + batch update "
                + "\(summary(breakdown.map(\.diff))); render + ANSI diff \(summary(breakdown.map(\.render)))\n")
        let slowest = breakdown.prefix(script.count).max { $0.filterProcessorTime < $1.filterProcessorTime }
        if let slowest {
            output.write(
                "  most processor time for one query in the first session: \(slowest.query.debugDescription), "
                    + "\(format(slowest.filterProcessorTime))\n")
        }
        output.write("\n")
        output.write("first session with animation off, per key:\n")
        output.write(row("query", "rows", "total", "search", "draw"))
        for sample in firstSession {
            output.write(
                row(
                    sample.query.debugDescription, "\(sample.rows)", format(sample.total), format(sample.search),
                    format(sample.draw)))
        }
        return .success
    }

    /// One session: the script typed into a fresh controller; `nil` if a key timed out.
    private static func measureSession(filter: HeroFilter, animation: RowAnimation, sink: PipeSink) -> [Sample]? {
        let clock = ContinuousClock()
        var writer = FileDescriptorOutput(descriptor: sink.writeDescriptor)
        let controller = HeroesController(
            filter: filter,
            configuration: HeroesController.Configuration(animation: animation, colorSupport: .enabled),
            size: screenSize,
            write: { text in
                writer.write(text)
                writer.flush()
            }
        )
        var arrived: ContinuousClock.Instant?
        var shown: (instant: ContinuousClock.Instant, rows: Int)?
        let bag = DisposeBag()
        // Subscribed before the controller, so it sees each result before the table does.
        controller.viewModel.results
            .drive(onNext: { _ in MainActor.assumeIsolated { arrived = clock.now } })
            .disposed(by: bag)
        controller.onResultShown = { result in shown = (clock.now, result.heroCount) }
        controller.start()
        guard waitUntil(clock, { shown != nil && !controller.table.isAnimating }) else { return nil }
        var samples: [Sample] = []
        for key in script {
            arrived = nil
            shown = nil
            let needle = HeroFilter.needle(for: controller.field.text)
            let start = clock.now
            controller.handle(key)
            if HeroFilter.needle(for: controller.field.text) == needle {
                // The folded query did not change (the "-" of "x-men"): no search runs, and the
                // frame with the edited field was written before `handle` returned.
                samples.append(
                    Sample(
                        query: controller.field.text, rows: controller.shownResult?.heroCount ?? 0,
                        search: .zero, draw: clock.now - start))
                continue
            }
            guard waitUntil(clock, { shown != nil && !controller.isWaitingForResult }) else { return nil }
            guard let shown, let arrived else { return nil }
            samples.append(
                Sample(
                    query: controller.field.text, rows: shown.rows, search: arrived - start,
                    draw: shown.instant - arrived))
            finishAnimation(of: controller)
        }
        return samples
    }

    /// Ends the table's animation at once instead of waiting for it, so that the next key starts
    /// from a settled table; not timed.
    private static func finishAnimation(of controller: HeroesController) {
        var time = controller.clock.now
        while controller.table.isAnimating {
            time += .seconds(3600)
            controller.table.advance(to: time)
        }
        controller.redrawAll()
    }

    /// Serves the main queue until `condition` holds; `false` after ``timeout``.
    private static func waitUntil(_ clock: ContinuousClock, _ condition: () -> Bool) -> Bool {
        let deadline = clock.now + timeout
        while !condition() {
            if clock.now > deadline { return false }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
        }
        return true
    }

    /// The separate pass: the script through the parts by hand, on the main thread.
    private static func measureByHand(filter: HeroFilter) -> [Breakdown] {
        let clock = ContinuousClock()
        let dataSource = HeroesDataSource.make(
            longestName: filter.longestNameWidth, longestTeam: filter.longestTeamWidth)
        let table = TerminalTableRenderer(animation: .disabled)
        table.dataSource = dataSource
        let columns = TableLayout(
            width: screenSize.columns - TerminalTableRenderer.gutterWidth, longestName: filter.longestNameWidth,
            longestTeam: filter.longestTeamWidth)
        let screen = HeroesScreen(
            layout: ScreenLayout(width: screenSize.columns, height: screenSize.rows), colorSupport: .enabled)
        var editor = LineEditor()
        var previous: ScreenBuffer?
        var firstSearch = HeroSearch(filter: filter)
        dataSource.renderer(table, observedEvent: .next(firstSearch.sections(matching: "")))
        var breakdown: [Breakdown] = []
        for _ in 0..<sessions {
            var search = HeroSearch(filter: filter)
            for key in script {
                editor.handle(key)
                let start = clock.now
                let processorStart = processorTime()
                let sections = search.sections(matching: editor.text)
                let searchProcessorTime = processorTime() - processorStart
                let filtered = clock.now
                dataSource.renderer(table, observedEvent: .next(sections))
                let diffed = clock.now
                var content = HeroesScreen.Content()
                content.search = editor.render(width: screen.searchFieldWidth)
                content.query = editor.text
                let frame = screen.frame(content, table: table, columns: columns, at: .zero)
                let ansi = frame.diff(from: previous)
                previous = frame
                let rendered = clock.now
                blackHole(ansi)
                breakdown.append(
                    Breakdown(
                        query: editor.text, filter: filtered - start, filterProcessorTime: searchProcessorTime,
                        diff: diffed - filtered, render: rendered - diffed))
            }
        }
        return breakdown
    }

    /// The processor time the process has used so far, on all its threads.
    private static func processorTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// `p50 … p90 … p99 … max …` of `values`.
    private static func summary(_ values: [Duration]) -> String {
        "p50 \(format(percentile(values, 0.5))), p90 \(format(percentile(values, 0.9))), "
            + "p99 \(format(percentile(values, 0.99))), max \(format(values.max() ?? .zero))"
    }

    /// The nearest-rank percentile of `values`.
    ///
    /// - Parameters:
    ///   - values: Measurements.
    ///   - fraction: 0.5 for the median, 0.99 for p99.
    /// - Returns: The value below which `fraction` of the values fall; zero for no values.
    static func percentile(_ values: [Duration], _ fraction: Double) -> Duration {
        guard !values.isEmpty else { return .zero }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
        let rounded = (milliseconds * 100).rounded() / 100
        return "\(rounded) ms"
    }

    private static func row(_ columns: String...) -> String {
        let widths = [12, 8, 11, 11, 11]
        return zip(columns, widths).map { DisplayWidth.pad($0, to: $1) }.joined(separator: " ") + "\n"
    }

    @inline(never)
    private static func blackHole(_ value: String) {
        if value.utf8.count == -1 { print(value) }
    }
}
