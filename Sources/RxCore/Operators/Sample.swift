extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` ticks, if there was a new
    /// element since the previous tick; otherwise emits `defaultValue`, if given.
    ///
    /// ```swift
    /// sensorReadings.sample(Observable<Int>.interval(.seconds(1), scheduler: scheduler))
    /// ```
    ///
    /// This sequence is subscribed first, then `sampler`. Completion of `sampler` counts as a
    /// last tick. After this sequence completes, the next tick (or the completion of `sampler`)
    /// delivers its last unsampled element and completes the result. The first error of either
    /// sequence fails the result.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements trigger sampling.
    ///   - defaultValue: Emitted on a tick that finds no new element; `nil` emits nothing.
    /// - Returns: An observable of the sampled elements.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = SampleSink<Element, Source.Element>(
                defaultValue: defaultValue,
                observer: observer,
                subscription: subscription
            )
            subscription.setDisposable(sink)
            sink.run(source: source, sampler: sampler)
        }
    }
}

/// The sink behind `sample`; it observes the sampled sequence itself.
internal final class SampleSink<Element, Tick>: CombiningSink<Element>, ObserverType, @unchecked Sendable {
    // Sendable: its mutable state is touched only inside the inherited ``CombiningSink``'s serialized handlers.
    private let defaultValue: Element?
    private let sourceSubscription = SingleAssignmentDisposable()
    private let samplerSubscription = SingleAssignmentDisposable()

    // Serialized.
    private var element: Element?
    private var sourceDone = false

    internal init(defaultValue: Element?, observer: AnyObserver<Element>, subscription: SingleAssignmentDisposable) {
        self.defaultValue = defaultValue
        super.init(observer: observer, subscription: subscription)
    }

    internal func run(source: Observable<Element>, sampler: Observable<Tick>) {
        upstreams.insert(sourceSubscription)
        upstreams.insert(samplerSubscription)
        source.run(AnyObserver(self), sourceSubscription)
        sampler.run(AnyObserver(SamplerObserver(sink: self)), samplerSubscription)
    }

    internal func on(_ event: Event<Element>) {
        serialize(self, event) { sink, event in sink.handleSource(event) }
    }

    private func handleSource(_ event: Event<Element>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            self.element = element
        case .error(let error):
            forwardError(error)
        case .completed:
            sourceDone = true
            sourceSubscription.dispose()
        }
    }

    // Serialized.
    internal func handleSampler(_ event: Event<Tick>) {
        guard isActive else { return }
        if case .error(let error) = event {
            forwardError(error)
            return
        }
        if let element {
            self.element = nil
            observer.on(.next(element))
        } else if let defaultValue {
            observer.on(.next(defaultValue))
        }
        if sourceDone { forwardCompleted() }
    }
}

/// Receives the sampler's events for a ``SampleSink``.
internal final class SamplerObserver<Element, Tick>: ObserverType {
    private let sink: SampleSink<Element, Tick>

    internal init(sink: SampleSink<Element, Tick>) {
        self.sink = sink
    }

    internal func on(_ event: Event<Tick>) {
        sink.serialize(sink, event) { sink, event in sink.handleSampler(event) }
    }
}
