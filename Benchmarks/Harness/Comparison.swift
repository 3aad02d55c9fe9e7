/// Measures a workload against a baseline doing the same work, interleaving their runs so that
/// both see the same machine load, and reports medians and their ratio.
struct Comparison {
    var name: String
    var baseline: Sample
    var subject: Sample

    /// The subject's median time divided by the baseline's.
    var ratio: Double { subject.nanosecondsPerOperation / baseline.nanosecondsPerOperation }

    /// Runs `baseline` and `subject` alternately `repetitions` times after one warm-up each.
    ///
    /// - Parameters:
    ///   - name: The row label.
    ///   - operations: How many operations one call of each closure performs.
    ///   - repetitions: How many timed runs of each; the median is kept.
    static func measure(
        _ name: String,
        operations: Int,
        repetitions: Int,
        baseline: () -> Void,
        subject: () -> Void
    ) -> Comparison {
        baseline()
        subject()
        var baselineSamples: [Sample] = []
        var subjectSamples: [Sample] = []
        for _ in 0..<repetitions {
            baselineSamples.append(Stopwatch.sample(operations: operations, baseline))
            subjectSamples.append(Stopwatch.sample(operations: operations, subject))
        }
        return Comparison(name: name, baseline: median(baselineSamples), subject: median(subjectSamples))
    }

    private static func median(_ samples: [Sample]) -> Sample {
        let times = samples.map(\.nanosecondsPerOperation).sorted()
        let allocations = samples.map(\.allocationsPerOperation).sorted()
        return Sample(
            nanosecondsPerOperation: times[times.count / 2], allocationsPerOperation: allocations[allocations.count / 2]
        )
    }
}
