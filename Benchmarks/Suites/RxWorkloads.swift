import RxCore

/// The workloads of the `rx` suite, each paired with the plain-closure code doing the same work.
/// Baseline closures are made behind an optimization barrier (`Opaque`), so the baseline calls
/// them as closures, the way an event source calls its handlers. Every workload also measures,
/// in the same run, one call of such a closure (`oneClosureCall`), the unit the suite's
/// "× one call" column counts in.
struct RxWorkloads {
    let repetitions: Int

    /// One call of an opaque `(Int) -> Void` closure, `calls` times.
    var oneClosureCall: (operations: Int, body: () -> Void) {
        let calls = 1_000_000
        let total = Accumulator()
        let handler = Opaque.make { (value: Int) in total.value &+= value }
        return (
            calls,
            {
                let handler = handler.function
                for index in 0..<calls { handler(index) }
            }
        )
    }

    /// (a) PublishSubject → map → filter → subscribe, against the three closures called directly.
    func subjectMapFilter(events: Int) -> Comparison {
        let total = Accumulator()
        let transform = Opaque.make { (value: Int) in value &* 3 }
        let predicate = Opaque.make { (value: Int) in value & 1 == 0 }
        let sink = Opaque.make { (value: Int) in total.value &+= value }
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { total.value &+= $0 })
        defer { subscription.dispose() }
        return Comparison.measure(
            "(a) PublishSubject → map → filter → subscribe",
            operations: events,
            repetitions: repetitions,
            baseline: {
                let (transform, predicate, sink) = (transform.function, predicate.function, sink.function)
                for index in 0..<events {
                    let value = transform(index)
                    if predicate(value) { sink(value) }
                }
            },
            subject: {
                for index in 0..<events { subject.onNext(index) }
            },
            unit: oneClosureCall
        )
    }

    /// (b) BehaviorRelay.accept with `subscribers` subscribers, against storing the value and
    /// calling that many closures.
    func behaviorRelayAccept(events: Int, subscribers: Int) -> Comparison {
        let total = Accumulator()
        // Unmanaged, so that calling them costs no reference counting, as in RxCore's subjects.
        let handlers = (0..<subscribers).map { _ in Opaque.make { (value: Int) in total.value &+= value } }
        let unmanaged = handlers.map { Unmanaged.passUnretained($0) }
        let relay = BehaviorRelay(value: 0)
        let subscriptions = (0..<subscribers).map { _ in relay.subscribe(onNext: { total.value &+= $0 }) }
        defer { for subscription in subscriptions { subscription.dispose() } }
        let current = Accumulator()
        return Comparison.measure(
            "(b) BehaviorRelay.accept, \(subscribers) subscriber\(subscribers == 1 ? "" : "s")",
            operations: events,
            repetitions: repetitions,
            baseline: {
                withExtendedLifetime(handlers) {
                    unmanaged.withUnsafeBufferPointer { handlers in
                        for index in 0..<events {
                            current.value = index
                            for handler in handlers {
                                handler._withUnsafeGuaranteedRef { $0.function(index) }
                            }
                        }
                    }
                }
            },
            subject: {
                for index in 0..<events { relay.accept(index) }
            },
            unit: oneClosureCall
        )
    }

    /// (c) combineLatest of two subjects, events alternating between them, against keeping the
    /// latest of each and calling a combining closure and a sink.
    func combineLatestOfTwoSubjects(events: Int) -> Comparison {
        let total = Accumulator()
        let combine = Opaque.make { (pair: (Int, Int)) in pair.0 &+ pair.1 }
        let sink = Opaque.make { (value: Int) in total.value &+= value }
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
            .subscribe(onNext: { total.value &+= $0 })
        defer { subscription.dispose() }
        first.onNext(0)
        second.onNext(0)
        return Comparison.measure(
            "(c) combineLatest of two subjects",
            operations: events,
            repetitions: repetitions,
            baseline: {
                let (combine, sink) = (combine.function, sink.function)
                var latest = (0, 0)
                for index in 0..<events {
                    if index & 1 == 0 { latest.0 = index } else { latest.1 = index }
                    sink(combine(latest))
                }
            },
            subject: {
                for index in 0..<events {
                    if index & 1 == 0 { first.onNext(index) } else { second.onNext(index) }
                }
            },
            unit: oneClosureCall
        )
    }

    /// (d) flatMapLatest switching to a new inner sequence on every outer element, against
    /// creating a new inner closure per element, dropping the previous one and calling it.
    func flatMapLatestSwitches(switches: Int) -> Comparison {
        let total = Accumulator()
        let sink = Opaque.make { (value: Int) in total.value &+= value }
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { Observable.just($0) }.subscribe(onNext: { total.value &+= $0 })
        defer { subscription.dispose() }
        return Comparison.measure(
            "(d) flatMapLatest, one inner switch per element",
            operations: switches,
            repetitions: repetitions,
            baseline: {
                let sink = sink.function
                var inner: Opaque<Void, Void>?
                for index in 0..<switches {
                    inner = Opaque.make { sink(index) }
                    inner?.function(())
                }
                blackHole(inner)
            },
            subject: {
                for index in 0..<switches { outer.onNext(index) }
            },
            unit: oneClosureCall
        )
    }

    /// (e) subscribe + dispose on a PublishSubject, against registering a closure in a list and
    /// removing it again.
    func subscribeDispose(count: Int) -> Comparison {
        let total = Accumulator()
        let subject = PublishSubject<Int>()
        let registry = ClosureRegistry()
        return Comparison.measure(
            "(e) subscribe + dispose on a PublishSubject",
            operations: count,
            repetitions: repetitions,
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
            },
            unit: oneClosureCall
        )
    }

    /// (g) subscribe + dispose through `map`, `filter` and `distinctUntilChanged` on a
    /// BehaviorRelay (the chain is built once), which sends its current value through the chain on
    /// every subscribe, against registering a closure that runs the three steps, calling it with
    /// the current value and removing it again.
    func subscribeDisposeThroughOperators(count: Int) -> Comparison {
        let total = Accumulator()
        let relay = BehaviorRelay(value: 1)
        let chain = relay.map { $0 &* 3 }.filter { $0 & 1 == 1 }.distinctUntilChanged()
        let registry = ClosureRegistry()
        let transform = Opaque.make { (value: Int) in value &* 3 }
        let predicate = Opaque.make { (value: Int) in value & 1 == 1 }
        let sink = Opaque.make { (value: Int) in total.value &+= value }
        return Comparison.measure(
            "(g) subscribe + dispose, BehaviorRelay → map → filter → distinctUntilChanged",
            operations: count,
            repetitions: repetitions,
            baseline: {
                let (transform, predicate, sink) = (transform.function, predicate.function, sink.function)
                for _ in 0..<count {
                    var last: Int?
                    let token = registry.add { value in
                        let mapped = transform(value)
                        guard predicate(mapped), mapped != last else { return }
                        last = mapped
                        sink(mapped)
                    }
                    token.handler(1)
                    registry.remove(token)
                }
            },
            subject: {
                for _ in 0..<count {
                    chain.subscribe(onNext: { total.value &+= $0 }).dispose()
                }
            },
            unit: oneClosureCall
        )
    }

    /// (f) Observable.from an array → reduce, against folding the array with a closure.
    func fromReduce(elements: Int) -> Comparison {
        let values = Array(0..<elements)
        let total = Accumulator()
        let accumulate = Opaque.make { (pair: (Int, Int)) in pair.0 &+ pair.1 }
        return Comparison.measure(
            "(f) Observable.from(array) → reduce",
            operations: elements,
            repetitions: repetitions,
            baseline: {
                let accumulate = accumulate.function
                var sum = 0
                for value in values { sum = accumulate((sum, value)) }
                total.value &+= sum
            },
            subject: {
                _ = Observable.from(values).reduce(0) { $0 &+ $1 }.subscribe(onNext: { total.value &+= $0 })
            },
            unit: oneClosureCall
        )
    }
}

/// A counter the measured closures add to, so their work is observable.
///
/// Exclusivity checking is off for it: a dynamic access check costs more than the rest of a
/// baseline event and would flatter every ratio.
final class Accumulator {
    @exclusivity(unchecked) var value = 0
}

/// A closure made behind an optimization barrier, so callers cannot inline its body.
final class Opaque<Input, Output> {
    let function: (Input) -> Output

    private init(_ function: @escaping (Input) -> Output) {
        self.function = function
    }

    @inline(never)
    static func make(_ function: @escaping (Input) -> Output) -> Opaque<Input, Output> {
        Opaque(function)
    }
}

/// The hand-written equivalent of a subject's observer list.
final class ClosureRegistry {
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
