extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, if `second`
    /// has emitted one.
    ///
    /// ```swift
    /// submitTaps.withLatestFrom(formText) { _, text in text }
    /// ```
    ///
    /// `second` is subscribed first. Elements that arrive before `second` has emitted are
    /// dropped. The result completes when this sequence completes (the completion of `second`
    /// only ends its subscription) and fails with the first error of either sequence or of
    /// `resultSelector`.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is sampled.
    ///   - resultSelector: Combines an element of this sequence with the latest of `second`.
    /// - Returns: An observable of the combined elements.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let first = asObservable()
        let second = second.asObservable()
        return Observable<ResultType>.make { observer, subscription in
            let sink = WithLatestFromSink(
                resultSelector: resultSelector, observer: observer, subscription: subscription)
            subscription.setDisposable(sink)
            sink.run(first: first, second: second)
        }
    }

    /// Emits the latest element of `second` each time this sequence emits, if `second` has
    /// emitted one.
    ///
    /// ```swift
    /// submitTaps.withLatestFrom(formText)  // the text at each tap
    /// ```
    ///
    /// Subscription, completion and errors behave as in ``withLatestFrom(_:resultSelector:)``.
    ///
    /// - Parameter second: The sequence whose latest element is sampled.
    /// - Returns: An observable of `second`'s latest elements.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// The sink behind `withLatestFrom`; it observes the first sequence itself.
@usableFromInline
internal final class WithLatestFromSink<First, Second, Result>: CombiningSink<Result>, ObserverType,
    @unchecked Sendable
{
    // Sendable: its mutable state is touched only inside the inherited ``CombiningSink``'s serialized handlers.
    @usableFromInline
    internal typealias Element = First

    @usableFromInline
    internal let resultSelector: (First, Second) throws -> Result

    @usableFromInline
    internal let firstSubscription = SingleAssignmentDisposable()

    @usableFromInline
    internal let secondSubscription = SingleAssignmentDisposable()

    // Serialized.
    @usableFromInline
    @exclusivity(unchecked)
    internal var latest: Second?

    @inlinable
    internal init(
        resultSelector: @escaping (First, Second) throws -> Result,
        observer: AnyObserver<Result>,
        subscription: SingleAssignmentDisposable
    ) {
        self.resultSelector = resultSelector
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    internal func run(first: Observable<First>, second: Observable<Second>) {
        upstreams.insert(firstSubscription)
        upstreams.insert(secondSubscription)
        second.run(AnyObserver(WithLatestFromSecondObserver(sink: self)), secondSubscription)
        first.run(AnyObserver(self), firstSubscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<First>) {
        serialize(self, event) { sink, event in sink.handleFirst(event) }
    }

    @inlinable
    @inline(__always)
    internal func handleFirst(_ event: Event<First>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            guard let latest else { return }
            let result: Result
            do {
                result = try resultSelector(element, latest)
            } catch {
                forwardError(error)
                return
            }
            observer.on(.next(result))
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }

    @inlinable
    @inline(__always)
    internal func handleSecond(_ event: Event<Second>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            latest = element
        case .error(let error):
            forwardError(error)
        case .completed:
            secondSubscription.dispose()
        }
    }
}

/// Receives the second sequence's events for a ``WithLatestFromSink``.
@usableFromInline
internal final class WithLatestFromSecondObserver<First, Second, Result>: ObserverType {
    @usableFromInline
    internal let sink: WithLatestFromSink<First, Second, Result>

    @inlinable
    internal init(sink: WithLatestFromSink<First, Second, Result>) {
        self.sink = sink
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Second>) {
        sink.serialize(sink, event) { sink, event in sink.handleSecond(event) }
    }
}
