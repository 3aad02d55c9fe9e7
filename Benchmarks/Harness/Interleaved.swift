/// Times several closures in turn, round after round, so that every closure sees the same machine
/// load and the same allocator state, and keeps each round's time.
///
/// Ratios are taken per round (closure A's time in a round over closure B's in the same round)
/// before the median and the quartiles are taken, so that a slow round slows both.
struct Interleaved {
    /// Per closure, the nanoseconds of each timed round.
    var rounds: [[Double]]

    /// Runs every closure once to warm up, then `repetitions` timed rounds of all of them.
    static func measure(repetitions: Int, _ bodies: [() -> Void]) -> Interleaved {
        for body in bodies { body() }
        var rounds = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<repetitions {
            for (index, body) in bodies.enumerated() {
                let start = Stopwatch.now()
                body()
                rounds[index].append(Double(Stopwatch.now() - start))
            }
        }
        return Interleaved(rounds: rounds)
    }

    /// The median time of closure `index`, in nanoseconds.
    func median(_ index: Int) -> Double {
        Spread(rounds[index]).median
    }

    /// The per-round ratios of closure `index` to closure `baseline`: median and quartiles.
    func ratio(_ index: Int, to baseline: Int) -> Spread {
        Spread(zip(rounds[index], rounds[baseline]).map { $0 / $1 })
    }
}

/// The median and the quartiles of some values.
struct Spread {
    var median: Double
    var lowerQuartile: Double
    var upperQuartile: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func quantile(_ fraction: Double) -> Double {
            sorted[Int((Double(sorted.count - 1) * fraction).rounded())]
        }
        median = quantile(0.5)
        lowerQuartile = quantile(0.25)
        upperQuartile = quantile(0.75)
    }

    /// `1.02x (0.98–1.05)`: the median, then the quartiles.
    func formattedRatio() -> String {
        formatted(median, decimals: 2) + "x (" + formatted(lowerQuartile, decimals: 2) + "–"
            + formatted(upperQuartile, decimals: 2) + ")"
    }
}
