/// Options shared by every suite.
struct BenchmarkOptions {
    /// Timed runs per measurement; the median is reported.
    var repetitions = 11
    /// Smaller inputs and fewer runs: checks that the suite works, not how fast it is.
    var quick = false
    /// The workloads to run, by letter (`--workload e`); all of them when empty. Only the `rx`
    /// suite labels its workloads.
    var workloads: Set<String> = []
    /// The `heroes` suite's options.
    var heroes = HeroesOptions()
}

/// A group of related benchmarks, selected on the command line by `name`.
protocol BenchmarkSuite {
    /// The command-line name, such as `rx` or `diff`.
    var name: String { get }
    /// One line saying what the suite measures.
    var summary: String { get }
    /// Runs the suite and prints its table.
    func run(_ options: BenchmarkOptions)
}
