/// How a ``CombineSink`` pairs up the elements of its sources.
@usableFromInline
internal enum CombineRule: Sendable {
    /// `combineLatest`: each source's latest element is kept and reused.
    case latest
    /// `zip` of 2…8 sources: elements are queued per source and used once; the result completes
    /// when every source has completed (RxSwift's `ZipSink`).
    case zip
    /// `zip` of a collection: as `zip`, and it also completes when an element arrives that can
    /// never be paired because all other sources have completed (RxSwift's `ZipCollectionType`).
    case zipCollection

    @inlinable
    internal var consumesElements: Bool {
        self != .latest
    }

    @inlinable
    internal var completesWhenOthersAreDone: Bool {
        self != .zip
    }
}

/// One source of a ``CombineSink``: subscribes a typed slot that stores the source's elements in
/// the sink's `Values` with `write`.
///
/// This is what lets one sink serve every arity: `Values` is a tuple of optionals (or of
/// ``RingBuffer``s for `zip`) for the 2…8 overloads and an array for the collection overloads.
@usableFromInline
internal struct CombineInput<Values, Result> {
    @usableFromInline
    internal let attach: (CombineSink<Values, Result>, Int, SingleAssignmentDisposable) -> Void

    @inlinable
    internal init<Source: ObservableConvertibleType>(
        _ source: Source,
        write: @escaping (inout Values, Source.Element) -> Void
    ) {
        let observable = source.asObservable()
        attach = { sink, index, subscription in
            let slot = CombineSlot(sink: sink, index: index, write: write)
            observable.run(AnyObserver(slot), subscription)
        }
    }
}

extension Observable {
    /// Builds a `combineLatest` or `zip` over `inputs`.
    ///
    /// - Parameters:
    ///   - rule: How elements are paired and when the result completes.
    ///   - initial: The empty storage for one subscription.
    ///   - inputs: The sources, in subscription order.
    ///   - result: Reads (and for `zip`, removes) one element per source from the storage.
    @inlinable
    internal static func combine<Values>(
        _ rule: CombineRule,
        initial: Values,
        _ inputs: [CombineInput<Values, Element>],
        result: @escaping (inout Values) throws -> Element
    ) -> Observable<Element> {
        make { observer, subscription in
            let sink = CombineSink(
                rule: rule,
                arity: inputs.count,
                values: initial,
                makeResult: result,
                observer: observer,
                subscription: subscription
            )
            subscription.setDisposable(sink)
            sink.run(inputs)
        }
    }
}

/// The sink behind `combineLatest` and `zip` of any arity.
///
/// It follows RxSwift's bookkeeping exactly, because marble tests observe it: a source's
/// subscription is disposed as soon as that source completes or fails; the result completes
/// when all sources have completed, or (see ``CombineRule``) when an element arrives that can
/// never be combined because every other source is done; a result selector that throws fails
/// the sequence.
@usableFromInline
internal final class CombineSink<Values, Result>: CombiningSink<Result>, @unchecked Sendable {
    // Everything below except the `let`s is touched only inside serialized handlers.
    @usableFromInline
    internal let rule: CombineRule

    @usableFromInline
    internal let arity: Int

    @usableFromInline
    internal let makeResult: (inout Values) throws -> Result

    @usableFromInline
    internal let sourceSubscriptions: [SingleAssignmentDisposable]

    @usableFromInline
    @exclusivity(unchecked)
    internal var values: Values

    // How many elements each source has waiting (for `.latest`, 0 or 1).
    @usableFromInline
    @exclusivity(unchecked)
    internal var available: [Int]

    @usableFromInline
    @exclusivity(unchecked)
    internal var isDone: [Bool]

    @usableFromInline
    @exclusivity(unchecked)
    internal var sourcesWithElements = 0

    @usableFromInline
    @exclusivity(unchecked)
    internal var sourcesDone = 0

    @inlinable
    internal init(
        rule: CombineRule,
        arity: Int,
        values: Values,
        makeResult: @escaping (inout Values) throws -> Result,
        observer: AnyObserver<Result>,
        subscription: SingleAssignmentDisposable
    ) {
        self.rule = rule
        self.arity = arity
        self.values = values
        self.makeResult = makeResult
        self.available = Array(repeating: 0, count: arity)
        self.isDone = Array(repeating: false, count: arity)
        self.sourceSubscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    internal func run(_ inputs: [CombineInput<Values, Result>]) {
        for sourceSubscription in sourceSubscriptions {
            upstreams.insert(sourceSubscription)
        }
        for (index, input) in inputs.enumerated() {
            input.attach(self, index, sourceSubscriptions[index])
        }
        if arity == 0 {
            serialize(self, ()) { sink, _ in sink.forwardCompleted() }
        }
    }

    /// Called after source `index` stored a new element in `values`.
    @inlinable
    @inline(__always)
    internal func elementArrived(at index: Int) {
        let waiting = available[index]
        if waiting == 0 {
            sourcesWithElements += 1
            available[index] = 1
        } else if rule.consumesElements {
            available[index] = waiting + 1
        }
        if sourcesWithElements == arity {
            let result: Result
            do {
                result = try makeResult(&values)
            } catch {
                forwardError(error)
                return
            }
            if rule.consumesElements { elementsConsumed() }
            forwardNext(result)
        } else if rule.completesWhenOthersAreDone && sourcesDone == arity - 1 {
            forwardCompleted()
        }
    }

    @inlinable
    internal func elementsConsumed() {
        for index in 0..<arity {
            available[index] -= 1
            if available[index] == 0 { sourcesWithElements -= 1 }
        }
    }

    @inlinable
    internal func sourceFailed(at index: Int, _ error: Swift.Error) {
        sourceSubscriptions[index].dispose()
        forwardError(error)
    }

    @inlinable
    internal func sourceCompleted(at index: Int) {
        guard !isDone[index] else { return }
        isDone[index] = true
        sourcesDone += 1
        if sourcesDone == arity {
            forwardCompleted()
        } else {
            sourceSubscriptions[index].dispose()
        }
    }
}

/// Receives one source's events for a ``CombineSink`` and stores its elements with `write`.
@usableFromInline
internal final class CombineSlot<Element, Values, Result>: ObserverType {
    @usableFromInline
    internal let sink: CombineSink<Values, Result>

    @usableFromInline
    internal let index: Int

    @usableFromInline
    internal let write: (inout Values, Element) -> Void

    @inlinable
    internal init(sink: CombineSink<Values, Result>, index: Int, write: @escaping (inout Values, Element) -> Void) {
        self.sink = sink
        self.index = index
        self.write = write
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        sink.serialize(self, event) { slot, event in slot.handle(event) }
    }

    @inlinable
    @inline(__always)
    internal func handle(_ event: Event<Element>) {
        guard sink.isActive else { return }
        switch event {
        case .next(let element):
            write(&sink.values, element)
            sink.elementArrived(at: index)
        case .error(let error):
            sink.sourceFailed(at: index, error)
        case .completed:
            sink.sourceCompleted(at: index)
        }
    }
}
