import Foundation

// Release-mode benchmarks: `swift run -c release Benchmarks [suite ...] [--quick] [--repetitions N] [--workload X]`
// (and the `heroes` suite's options).

#if canImport(UIKit) && UIKIT_MODEL
    // The UIKit model's table (Scripts/check_uikit.sh --bench) joins the suites.
    let suites: [BenchmarkSuite] = [RxSuite(), DiffSuite(), DataSourceSuite(), UIKitSuite(), HeroesSuite()]
#else
    let suites: [BenchmarkSuite] = [RxSuite(), DiffSuite(), DataSourceSuite(), HeroesSuite()]
#endif

@MainActor
func usage() -> String {
    var text = """
        USAGE: swift run -c release Benchmarks [SUITE ...] [--quick] [--repetitions N] [--workload X]
                                               [--heroes N] [--data PATH] [--binary PATH] [--baseline PATH]
                                               [--animation]

        Runs the named suites (all of them when none is named) and prints one table per suite,
        with each workload's median time and its ratio to a baseline measured in the same run.

        SUITES:

        """
    // Wide enough for the longest name plus two spaces, so that no name is cut.
    let width = (suites.map(\.name.count).max() ?? 0) + 2
    for suite in suites {
        text += "  \(suite.name.padding(toLength: width, withPad: " ", startingAt: 0))\(suite.summary)\n"
    }
    text += """

        OPTIONS:
          --quick            small inputs and 3 runs: checks the suites work, not their speed
          --repetitions N    timed runs per measurement (default 11); the median is reported
          --workload X       only the rx workloads labelled (X), such as e; may be repeated
          -h, --help         show this help

        HEROES OPTIONS (the suite starts a built HeroesDemo; build it first:
        swift build -c release --product HeroesDemo):
          --heroes N         synthetic heroes; may be repeated (without --heroes and --data:
                             100000 and 1000000, or 1000 with --quick)
          --data PATH        a JSON file of heroes (Scripts/make_heroes_json.py writes one);
                             may be repeated
          --binary PATH      the HeroesDemo to measure (default: the one beside Benchmarks)
          --baseline PATH    another HeroesDemo, such as main's, measured in the same run
                             (default baseline: cat echoing keys in the same kind of terminal)
          --animation        time the animation's first frame instead of the settled frame

        Example: .build/release/Benchmarks heroes --baseline ../main/.build/release/HeroesDemo
        """
    return text
}

@MainActor
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Benchmarks: \(message)\n\(usage())\n".utf8))
    exit(1)
}

var options = BenchmarkOptions()
var selected: [BenchmarkSuite] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage())
        exit(0)
    case "--quick":
        options.quick = true
        options.repetitions = 3
    case "--repetitions":
        guard let value = arguments.popFirst(), let count = Int(value), count > 0 else {
            fail("--repetitions needs a positive whole number")
        }
        options.repetitions = count
    case "--workload":
        guard let value = arguments.popFirst(), value.count == 1 else {
            fail("--workload needs one workload letter, such as e")
        }
        options.workloads.insert(value)
    case "--heroes":
        guard let value = arguments.popFirst(), let count = Int(value), count > 0 else {
            fail("--heroes needs a positive whole number")
        }
        options.heroes.heroCounts.append(count)
    case "--data":
        guard let value = arguments.popFirst(), !value.isEmpty else { fail("--data needs the path of a JSON file") }
        options.heroes.dataPaths.append(value)
    case "--binary", "--baseline":
        guard let value = arguments.popFirst(), !value.isEmpty else {
            fail("\(argument) needs the path of a HeroesDemo")
        }
        if argument == "--binary" { options.heroes.binary = value } else { options.heroes.baseline = value }
    case "--animation":
        options.heroes.animation = true
    default:
        guard let suite = suites.first(where: { $0.name == argument }) else {
            fail("unknown suite or option '\(argument)'")
        }
        selected.append(suite)
    }
}
#if DEBUG
    print("warning: debug build; run with `swift run -c release Benchmarks` for meaningful numbers\n")
#endif
for suite in selected.isEmpty ? suites : selected {
    suite.run(options)
}
