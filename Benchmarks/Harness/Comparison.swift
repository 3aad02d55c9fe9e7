/// Measures a workload against a baseline doing the same work, interleaving their runs so that
/// both see the same machine load, and reports medians and their ratio.
struct Comparison {
    var name: String
    var baseline: Sample
    var subject: Sample
    /// The median cost of one unit of work (such as one closure call), when one was measured.
    var unit: Sample?

    /// The subject's median time divided by the baseline's.
    var ratio: Double { subject.nanosecondsPerOperation / baseline.nanosecondsPerOperation }

    /// The subject's median time divided by the unit's, or `nil` when no unit was measured.
    var unitRatio: Double? { unit.map { subject.nanosecondsPerOperation / $0.nanosecondsPerOperation } }

    /// Runs `baseline`, `subject` and `unit` (if any) in turn `repetitions` times after one
    /// warm-up each.
    ///
    /// - Parameters:
    ///   - name: The row label.
    ///   - operations: How many operations one call of `baseline` or `subject` performs.
    ///   - repetitions: How many timed runs of each; the median is kept.
    ///   - unit: A unit of work to express the subject's cost in, and how many units one call
    ///     performs.
    static func measure(
        _ name: String,
        operations: Int,
        repetitions: Int,
        baseline: () -> Void,
        subject: () -> Void,
        unit: (operations: Int, body: () -> Void)? = nil
    ) -> Comparison {
        baseline()
        measuredSubject(subject)
        unit.map { measuredUnit($0.body) }
        var baselineSamples: [Sample] = []
        var subjectSamples: [Sample] = []
        var unitSamples: [Sample] = []
        for _ in 0..<repetitions {
            baselineSamples.append(Stopwatch.sample(operations: operations, baseline))
            subjectSamples.append(Stopwatch.sample(operations: operations) { measuredSubject(subject) })
            if let unit {
                unitSamples.append(Stopwatch.sample(operations: unit.operations) { measuredUnit(unit.body) })
            }
        }
        return Comparison(
            name: name,
            baseline: median(baselineSamples),
            subject: median(subjectSamples),
            unit: unitSamples.isEmpty ? nil : median(unitSamples)
        )
    }

    private static func median(_ samples: [Sample]) -> Sample {
        let times = samples.map(\.nanosecondsPerOperation).sorted()
        let allocations = samples.map(\.allocationsPerOperation).sorted()
        return Sample(
            nanosecondsPerOperation: times[times.count / 2], allocationsPerOperation: allocations[allocations.count / 2]
        )
    }
}

/// Runs a measured workload's RxCore side. Never inlined, so that an instruction counter can
/// count exactly this: `valgrind --tool=callgrind --toggle-collect='*measuredSubject*'`.
@inline(never)
func measuredSubject(_ body: () -> Void) {
    body()
}

/// Runs a workload's unit (calls of one opaque closure); countable like ``measuredSubject(_:)``.
@inline(never)
func measuredUnit(_ body: () -> Void) {
    body()
}
