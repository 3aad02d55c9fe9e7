import RxCore

/// RxCore throughput: ns per event (or per subscription), its ratio to plain Swift closures
/// doing the same work, and its cost in calls of one opaque closure, all measured in the same run.
struct RxSuite: BenchmarkSuite {
    let name = "rx"
    let summary = "RxCore events and subscriptions against plain closures doing the same work"

    func run(_ options: BenchmarkOptions) {
        let scale = options.quick ? 100 : 1
        let workloads = RxWorkloads(repetitions: options.repetitions)
        var table = Table("workload", "baseline ns/op", "RxCore ns/op", "ratio", "× one call", "allocs/op")
        let measurements: [(label: String, measure: () -> Comparison)] = [
            ("a", { workloads.subjectMapFilter(events: 1_000_000 / scale) }),
            ("b", { workloads.behaviorRelayAccept(events: 1_000_000 / scale, subscribers: 1) }),
            ("b", { workloads.behaviorRelayAccept(events: 1_000_000 / scale, subscribers: 10) }),
            ("c", { workloads.combineLatestOfTwoSubjects(events: 1_000_000 / scale) }),
            ("d", { workloads.flatMapLatestSwitches(switches: 100_000 / scale) }),
            ("e", { workloads.subscribeDispose(count: 100_000 / scale) }),
            ("f", { workloads.fromReduce(elements: 1_000_000 / scale) }),
            ("g", { workloads.subscribeDisposeThroughOperators(count: 100_000 / scale) }),
        ]
        for (label, measure) in measurements where options.workloads.isEmpty || options.workloads.contains(label) {
            let comparison = measure()
            table.append(
                comparison.name,
                formatted(comparison.baseline.nanosecondsPerOperation, decimals: 2),
                formatted(comparison.subject.nanosecondsPerOperation, decimals: 2),
                formatted(comparison.ratio, decimals: 1) + "x",
                comparison.unitRatio.map { formatted($0, decimals: 0) + "x" } ?? "-",
                formatted(comparison.subject.allocationsPerOperation, decimals: 2)
            )
        }
        print("rx: RxCore against plain closures (median of \(options.repetitions) runs)\n")
        print(table.render())
        print()
    }
}
