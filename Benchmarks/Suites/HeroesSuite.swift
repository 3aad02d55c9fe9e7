import Foundation

/// HeroesDemo as a person at a terminal meets it: the built executable runs in a pseudo-terminal
/// of 100 x 30 with synthetic heroes (or a `--data` file), and ``HeroesTyping``'s 30 keys are typed one at a time.
///
/// A key's time runs from writing it to the terminal until the arrival of the output that
/// completes its frame: with animation off (the default), the frame has settled once the screen
/// shows the query's result and no more output comes for ``quiet``, and the time is until the
/// last piece before that quiet; with `--animation`, it is until the first frame that shows the
/// result (the animation's first), and the animation is let finish before the next key. The
/// start is the time from starting the process to its first interactive frame. Each run is a
/// fresh process; the peak resident memory is read from `/proc` before it quits.
///
/// The baseline, measured in the same run with the runs alternating so that all meet the same
/// load, is another build of HeroesDemo (`--baseline PATH`, such as main's) or, without one, the
/// reference: a shell's `cat` in raw mode in the same kind of pseudo-terminal, echoing each key
/// as soon as it reads it, the quickest a program can answer a key there. Ratios are of each
/// run's p90 to the baseline's p90 in the same round.
struct HeroesSuite: BenchmarkSuite {
    let name = "heroes"
    let summary = "HeroesDemo in a pseudo-terminal: key press to settled frame, start, peak memory"

    /// How long the output must stay quiet for a frame to count as settled, and the pause between
    /// keys, as typing has.
    static let quiet = Duration.milliseconds(20)
    /// How long an animation may take to end before the next key (it takes 0.25 s).
    static let animationQuiet = Duration.milliseconds(100)
    /// The longest the benchmark waits for a start or a key before failing.
    static let timeout = Duration.seconds(60)

    func run(_ options: BenchmarkOptions) {
        let heroes = options.heroes
        guard let binary = heroes.binary ?? Self.binaryBesideBenchmarks() else {
            Self.stop("no HeroesDemo beside Benchmarks; build it: swift build -c release --product HeroesDemo")
        }
        var workloads =
            heroes.heroCounts.map { ["--synthetic", String($0)] } + heroes.dataPaths.map { ["--data", $0] }
        if workloads.isEmpty {
            workloads = (options.quick ? [1_000] : [100_000, 1_000_000]).map { ["--synthetic", String($0)] }
        }
        let runs = max(3, options.repetitions / 2)
        let what = heroes.animation ? "the animation's first frame" : "the settled frame, animation off"
        print("heroes: \(binary) in a pseudo-terminal of \(HeroesTyping.columns)x\(HeroesTyping.rows), key to \(what)")
        print(
            "\(runs) runs of \(HeroesTyping.keys.count) keys, programs alternating; load average \(Self.loadAverage())")
        if let baseline = heroes.baseline { print("baseline: \(baseline)") }
        print()
        var table = Table(
            "heroes", "program", "start ms (min-max)", "key p50 ms", "key p90 ms", "key max ms", "p90 of each run",
            "peak MB", "p90 / baseline p90")
        for workload in workloads {
            do {
                try measure(heroes: workload, runs: runs, binary: binary, options: heroes, into: &table)
            } catch {
                Self.stop("\(error)")
            }
        }
        print(table.render())
        print("\nload average at the end: \(Self.loadAverage())\n")
    }

    private func measure(
        heroes: [String], runs: Int, binary: String, options: HeroesOptions, into table: inout Table
    ) throws(TerminalProcess.Failure) {
        let typing = try HeroesTyping(binary: binary, heroes: heroes)
        if let baseline = options.baseline {
            let theirs = try HeroesTyping(binary: baseline, heroes: heroes)
            guard theirs.matches == typing.matches else {
                throw TerminalProcess.Failure(description: "\(baseline) and \(binary) match different heroes")
            }
        }
        var programs: [(name: String, measure: () throws(TerminalProcess.Failure) -> HeroesRun)] = [
            ("reference: cat", { () throws(TerminalProcess.Failure) in try Self.measureReference() }),
            (
                "HeroesDemo",
                { () throws(TerminalProcess.Failure) in
                    try Self.measureDemo(binary, typing: typing, animation: options.animation)
                }
            ),
        ]
        if let baseline = options.baseline {
            programs.append(
                (
                    "baseline",
                    { () throws(TerminalProcess.Failure) in
                        try Self.measureDemo(baseline, typing: typing, animation: options.animation)
                    }
                ))
        }
        var results = Array(repeating: [HeroesRun](), count: programs.count)
        for _ in 0..<runs {
            for (index, program) in programs.enumerated() { results[index].append(try program.measure()) }
        }
        let baselineIndex = options.baseline == nil ? 0 : 2
        for (index, program) in programs.enumerated() {
            let runsOfProgram = results[index]
            let keys = runsOfProgram.flatMap(\.keys)
            let starts = runsOfProgram.compactMap(\.start).map(Self.milliseconds)
            let peaks = runsOfProgram.compactMap(\.peakMegabytes)
            let ratios = zip(runsOfProgram, results[baselineIndex]).map { ours, theirs in
                Self.milliseconds(Self.percentile(ours.keys, 0.9))
                    / Self.milliseconds(Self.percentile(theirs.keys, 0.9))
            }
            table.append(
                heroes[0] == "--data" ? "\(typing.heroCount) from --data" : String(typing.heroCount),
                program.name,
                starts.isEmpty
                    ? "-"
                    : formatted(Spread(starts).median, decimals: 0) + " (" + formatted(starts.min()!, decimals: 0) + "-"
                        + formatted(starts.max()!, decimals: 0) + ")",
                formatted(Self.milliseconds(Self.percentile(keys, 0.5)), decimals: 2),
                formatted(Self.milliseconds(Self.percentile(keys, 0.9)), decimals: 2),
                formatted(Self.milliseconds(keys.max() ?? .zero), decimals: 2),
                runsOfProgram.map { formatted(Self.milliseconds(Self.percentile($0.keys, 0.9)), decimals: 2) }
                    .joined(separator: ", "),
                peaks.isEmpty ? "-" : formatted(peaks.max()!, decimals: 0),
                index == baselineIndex ? "1.00x" : Spread(ratios).formattedRatio()
            )
        }
    }

    /// One run of HeroesDemo: its start, each key's time and its peak memory.
    private static func measureDemo(
        _ binary: String, typing: HeroesTyping, animation: Bool
    ) throws(TerminalProcess.Failure) -> HeroesRun {
        var arguments = typing.heroes
        if !animation { arguments.append("--no-animation") }
        let process = try TerminalProcess(
            path: binary, arguments: arguments, columns: HeroesTyping.columns, rows: HeroesTyping.rows)
        let firstFrame = try process.read(until: typing.shows(""), by: .now + timeout)
        var keys: [Duration] = []
        for key in HeroesTyping.keys {
            process.readUntilQuiet(for: animation ? animationQuiet : quiet, by: .now + timeout)
            let written = process.type(key.bytes)
            var shown = try process.read(until: typing.shows(key.query), by: written + timeout)
            if !animation {
                process.readUntilQuiet(for: quiet, by: written + timeout)
                shown = process.lastArrival ?? shown
            }
            keys.append(written.duration(to: shown))
        }
        let peak = process.peakMemoryMegabytes()
        let status = process.quit(typing: [0x1B], within: 5000)
        guard status == 0 else { throw TerminalProcess.Failure(description: "\(binary) ended with status \(status)") }
        return HeroesRun(start: process.started.duration(to: firstFrame), keys: keys, peakMegabytes: peak)
    }

    /// One run of the reference: the same keys into `cat` in raw mode, each until its echo.
    private static func measureReference() throws(TerminalProcess.Failure) -> HeroesRun {
        let process = try TerminalProcess(
            path: "/bin/sh", arguments: ["-c", "stty raw -echo && printf R && exec cat"],
            columns: HeroesTyping.columns, rows: HeroesTyping.rows)
        _ = try process.read(until: { $0.bytesRead >= 1 }, by: .now + timeout)
        var keys: [Duration] = []
        for key in HeroesTyping.keys {
            process.readUntilQuiet(for: quiet, by: .now + timeout)
            let expected = process.bytesRead + key.bytes.count
            let written = process.type(key.bytes)
            let echoed = try process.read(until: { $0.bytesRead >= expected }, by: written + timeout)
            keys.append(written.duration(to: echoed))
        }
        _ = process.quit(typing: [], within: 0)
        return HeroesRun(start: nil, keys: keys, peakMegabytes: nil)
    }

    private static func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data("Benchmarks heroes: \(message)\n".utf8))
        exit(1)
    }

    /// `.build/<configuration>/HeroesDemo`, beside this executable, if it is there.
    private static func binaryBesideBenchmarks() -> String? {
        guard let directory = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
        let path = directory.appendingPathComponent("HeroesDemo").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    private static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "? ? ?"
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The nearest-rank percentile: the smallest value that at least `fraction` of the values
    /// do not exceed.
    static func percentile(_ values: [Duration], _ fraction: Double) -> Duration {
        guard !values.isEmpty else { return .zero }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }
}

/// One run of a program in the `heroes` suite.
struct HeroesRun {
    /// From starting the process to its first interactive frame; `nil` for the reference.
    var start: Duration?
    /// Each key's time, in the script's order.
    var keys: [Duration]
    /// The most memory it had resident, where `/proc` says.
    var peakMegabytes: Double?
}

/// The `heroes` suite's options.
struct HeroesOptions {
    /// The HeroesDemo to measure (`--binary`); the one beside Benchmarks when `nil`.
    var binary: String?
    /// Another build measured in the same run (`--baseline`).
    var baseline: String?
    /// The numbers of synthetic heroes (`--heroes`, repeatable); 100,000 and 1,000,000 when
    /// neither these nor data files are given.
    var heroCounts: [Int] = []
    /// JSON files of heroes (`--data`, repeatable), measured after the synthetic ones.
    var dataPaths: [String] = []
    /// Whether to measure with animation, to its first frame (`--animation`).
    var animation = false
}
