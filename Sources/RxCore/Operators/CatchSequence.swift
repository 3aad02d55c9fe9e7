extension ObservableType {
    /// Subscribes to the sequences of `sequence` one after another, moving on to the next each
    /// time one fails, until one completes.
    ///
    /// ```swift
    /// Observable.catch(sequence: [primaryServer, mirror, cache])
    /// ```
    ///
    /// The failed sequence is disposed before the next is subscribed. When the last one fails the
    /// result fails with its error; an empty `sequence` completes at once.
    ///
    /// - Parameter sequence: The sequences to try, in order; iterated lazily, one at a time.
    /// - Returns: An observable of the events of each sequence tried, without the errors that
    ///   made it move on.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable<Element>.make { observer, subscription in
            let sink = CatchSequenceSink(iterator: sequence.makeIterator(), observer: observer)
            subscription.setDisposable(sink.serial)
            sink.subscribeToNext(after: nil)
        }
    }
}

/// Forwards one sequence after another; an error makes it subscribe to the next.
internal final class CatchSequenceSink<Sources: IteratorProtocol, Element>: ObserverType
where Sources.Element == Observable<Element> {
    private var iterator: Sources
    private let observer: AnyObserver<Element>

    // The current sequence's subscription.
    internal let serial = SerialDisposable()

    internal init(iterator: Sources, observer: AnyObserver<Element>) {
        self.iterator = iterator
        self.observer = observer
    }

    // Called at subscription, then on the current sequence's error (the sequences' events are
    // serialized, and the next one is only subscribed after the current one failed), so the
    // iterator needs no lock.
    internal func subscribeToNext(after error: Swift.Error?) {
        guard let next = iterator.next() else {
            observer.on(error.map { .error($0) } ?? .completed)
            serial.dispose()
            return
        }
        guard let subscription = serial.replaceWithNewSubscription() else { return }
        next.run(AnyObserver(self), subscription)
    }

    internal func on(_ event: Event<Element>) {
        switch event {
        case .next:
            observer.on(event)
        case .completed:
            observer.on(event)
            serial.dispose()
        case .error(let error):
            subscribeToNext(after: error)
        }
    }
}
