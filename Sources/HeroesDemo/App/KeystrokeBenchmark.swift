import RxCore
import RxTest
import SectionedData

/// `--bench`: how long the app takes from a keystroke to the settled frame on the terminal.
///
/// A fixed typing script (type a word letter by letter, erase it with Backspace, type another)
/// is replayed into fresh sessions of the real ``HeroesController``, 100 × 30 screen, animation
/// off, output discarded. The time of a keystroke runs from handing the key to the controller until
/// everything it set off is done and its last frame is written (the whole chain is synchronous
/// once the debounce is past): the search field edit, the view model (filter), the data source
/// (sectioned diff and batch update), the table and screen drawing and the ANSI diff. The view model's debounce is not waited for: the view model is built on a
/// virtual-time scheduler (`SharingScheduler.mock` with a `TestScheduler`), which the benchmark
/// advances past the debounce right after the key, so the typing pause a user makes is not
/// counted and everything else is, through the real Rx chain.
///
/// A second pass drives the same parts by hand, without the controller, to split each
/// keystroke's time into filter, diff-and-apply, and render.
@MainActor
enum KeystrokeBenchmark {
    /// The heroes used when neither `--data` nor `--synthetic` is given.
    static let defaultHeroCount = 100_000

    /// The sessions measured (after one warm-up session).
    static let sessions = 5

    /// The screen size of the measured sessions.
    static let screenSize = (columns: 100, rows: 30)

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

    /// One keystroke's measurements.
    struct Sample {
        /// The query after the key.
        var query: String
        /// Rows in the table after the key.
        var rows: Int
        /// Keystroke to settled frame, through the controller.
        var total: Duration
        /// Filtering (by hand).
        var filter: Duration
        /// Diff and batch update (by hand).
        var diff: Duration
        /// Drawing the frame and its ANSI diff (by hand).
        var render: Duration
    }

    /// Runs the benchmark and prints its report.
    ///
    /// - Parameters:
    ///   - heroes: The heroes to search.
    ///   - output: Receives the report.
    static func run(heroes: [Hero], output: inout some TextOutputStream) {
        output.write("HeroesDemo --bench: \(heroes.count) heroes, \(screenSize.columns)x\(screenSize.rows) screen, ")
        output.write("animation off, debounce in virtual time, \(script.count) keys per session\n")
        let filter = HeroFilter(heroes: heroes)
        _ = measureSession(filter: filter)
        var samples: [Sample] = []
        for _ in 0..<sessions {
            samples += measureSession(filter: filter)
        }
        let totals = samples.map(\.total)
        output.write(
            "keystroke to settled frame (\(samples.count) keystrokes in \(sessions) sessions): "
                + "median \(format(percentile(totals, 0.5))), p99 \(format(percentile(totals, 0.99))), "
                + "max \(format(totals.max() ?? .zero))\n")
        output.write(
            "breakdown, medians: filter \(format(percentile(samples.map(\.filter), 0.5))), "
                + "diff + batch update \(format(percentile(samples.map(\.diff), 0.5))), "
                + "render + ANSI diff \(format(percentile(samples.map(\.render), 0.5)))\n\n")
        output.write("first session, per key:\n")
        output.write(row("query", "rows", "total", "filter", "diff", "render"))
        for sample in samples.prefix(script.count) {
            output.write(
                row(
                    sample.query.debugDescription, "\(sample.rows)", format(sample.total), format(sample.filter),
                    format(sample.diff), format(sample.render)))
        }
    }

    /// One session: the script through a fresh controller, then through the parts by hand.
    private static func measureSession(filter: HeroFilter) -> [Sample] {
        let clock = ContinuousClock()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        // One tick is a millisecond; a few more than the debounce cover the scheduler hops.
        let pastDebounce = HeroesViewModel.defaultDebounceMilliseconds + 10
        var built: HeroesController?
        SharingScheduler.mock(scheduler: scheduler) {
            built = HeroesController(
                filter: filter,
                configuration: HeroesController.Configuration(animation: .disabled, colorSupport: .enabled),
                size: screenSize,
                write: { _ in }
            )
        }
        let controller = built!
        controller.start()
        scheduler.advanceTo(scheduler.clock + pastDebounce)
        var totals: [Duration] = []
        for key in script {
            let start = clock.now
            controller.handle(key)
            scheduler.advanceTo(scheduler.clock + pastDebounce)
            totals.append(clock.now - start)
        }

        var search = HeroSearch(filter: filter)
        let dataSource = HeroesController.makeDataSource()
        let table = HeroesTableRenderer(animation: .disabled)
        table.dataSource = dataSource
        table.layout = controller.table.layout
        let screen = HeroesScreen(
            layout: ScreenLayout(width: screenSize.columns, height: screenSize.rows), colorSupport: .enabled)
        var editor = LineEditor()
        var previous: ScreenBuffer?
        dataSource.renderer(table, observedEvent: .next(search.sections(matching: "")))
        var samples: [Sample] = []
        for (key, total) in zip(script, totals) {
            editor.handle(key)
            let start = clock.now
            let sections = search.sections(matching: editor.text)
            let filtered = clock.now
            dataSource.renderer(table, observedEvent: .next(sections))
            let diffed = clock.now
            var content = HeroesScreen.Content()
            content.search = editor.render(width: screen.searchFieldWidth)
            content.query = editor.text
            let frame = screen.frame(content, table: table, at: .zero)
            let ansi = frame.diff(from: previous)
            previous = frame
            let rendered = clock.now
            blackHole(ansi)
            samples.append(
                Sample(
                    query: editor.text,
                    rows: sections.reduce(0) { $0 + $1.items.count },
                    total: total,
                    filter: filtered - start,
                    diff: diffed - filtered,
                    render: rendered - diffed
                ))
        }
        return samples
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
        let widths = [12, 8, 11, 11, 11, 11]
        return zip(columns, widths).map { DisplayWidth.pad($0, to: $1) }.joined(separator: " ") + "\n"
    }

    @inline(never)
    private static func blackHole(_ value: String) {
        if value.utf8.count == -1 { print(value) }
    }
}
