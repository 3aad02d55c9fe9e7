import RxCore

/// RxCore throughput: ns per event, and the ratio to plain Swift closures doing the same work.
struct RxSuite: BenchmarkSuite {
    let name = "rx"
    let summary = "RxCore events and subscriptions against plain closures doing the same work"

    func run(_ options: BenchmarkOptions) {
        let scale = options.quick ? 100 : 1
        var table = Table("workload", "baseline ns/op", "RxCore ns/op", "ratio", "allocs/op")
        for comparison in [
            subjectMapFilter(events: 1_000_000 / scale, options),
            subscribeDispose(count: 100_000 / scale, options),
        ] {
            table.append(
                comparison.name,
                formatted(comparison.baseline.nanosecondsPerOperation, decimals: 2),
                formatted(comparison.subject.nanosecondsPerOperation, decimals: 2),
                formatted(comparison.ratio, decimals: 1) + "x",
                formatted(comparison.subject.allocationsPerOperation, decimals: 2)
            )
        }
        print("rx: RxCore against plain closures (median of \(options.repetitions) runs)\n")
        print(table.render())
        print()
    }

    /// (a) PublishSubject → map → filter → subscribe, against the three closures called directly.
    private func subjectMapFilter(events: Int, _ options: BenchmarkOptions) -> Comparison {
        let total = Accumulator()
        let closures = Closures.make(
            transform: { $0 &* 3 },
            predicate: { $0 & 1 == 0 },
            sink: { total.value &+= $0 }
        )
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { total.value &+= $0 })
        defer { subscription.dispose() }
        let comparison = Comparison.measure(
            "(a) PublishSubject → map → filter → subscribe",
            operations: events,
            repetitions: options.repetitions,
            baseline: {
                let transform = closures.transform
                let predicate = closures.predicate
                let sink = closures.sink
                for index in 0..<events {
                    let value = transform(index)
                    if predicate(value) { sink(value) }
                }
            },
            subject: {
                for index in 0..<events { subject.onNext(index) }
            }
        )
        blackHole(total.value)
        return comparison
    }

    /// (e) subscribe + dispose on a PublishSubject, against registering a closure in a list and
    /// removing it again.
    private func subscribeDispose(count: Int, _ options: BenchmarkOptions) -> Comparison {
        let total = Accumulator()
        let subject = PublishSubject<Int>()
        let registry = ClosureRegistry()
        return Comparison.measure(
            "(e) subscribe + dispose on a PublishSubject",
            operations: count,
            repetitions: options.repetitions,
            baseline: {
                for _ in 0..<count {
                    let token = registry.add { total.value &+= $0 }
                    registry.remove(token)
                }
            },
            subject: {
                for _ in 0..<count {
                    subject.subscribe(onNext: { total.value &+= $0 }).dispose()
                }
            }
        )
    }
}

/// A counter the measured closures add to, so their work is observable.
private final class Accumulator {
    var value = 0
}

/// The baseline's closures, made behind an optimization barrier so that the loop calls them as
/// closures, the way an event source calls its handlers, instead of inlining their bodies.
private final class Closures {
    let transform: (Int) -> Int
    let predicate: (Int) -> Bool
    let sink: (Int) -> Void

    private init(transform: @escaping (Int) -> Int, predicate: @escaping (Int) -> Bool, sink: @escaping (Int) -> Void) {
        self.transform = transform
        self.predicate = predicate
        self.sink = sink
    }

    @inline(never)
    static func make(
        transform: @escaping (Int) -> Int,
        predicate: @escaping (Int) -> Bool,
        sink: @escaping (Int) -> Void
    ) -> Closures {
        Closures(transform: transform, predicate: predicate, sink: sink)
    }
}

/// The hand-written equivalent of a subject's observer list.
private final class ClosureRegistry {
    final class Token {
        let handler: (Int) -> Void
        init(_ handler: @escaping (Int) -> Void) { self.handler = handler }
    }

    private var tokens: [Token] = []

    @inline(never)
    func add(_ handler: @escaping (Int) -> Void) -> Token {
        let token = Token(handler)
        tokens.append(token)
        return token
    }

    @inline(never)
    func remove(_ token: Token) {
        if let index = tokens.firstIndex(where: { $0 === token }) { tokens.remove(at: index) }
    }
}
