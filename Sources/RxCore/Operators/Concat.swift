extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of each inner sequence in turn, subscribing to the next one when the
    /// previous one completes.
    ///
    /// Inner sequences that arrive while one is active wait in arrival order. The result
    /// completes when the outer sequence and every inner sequence have completed, and fails with
    /// the first error. Equivalent to `merge(maxConcurrent: 1)`.
    ///
    /// - Returns: An observable of the inner sequences' elements, one sequence after another.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Maps each element to an inner sequence and emits the inner sequences' elements one
    /// sequence after another.
    ///
    /// ```swift
    /// uploads.concatMap { file in api.upload(file) }  // one upload at a time, in order
    /// ```
    ///
    /// `selector` runs as each element arrives; the inner sequence waits until the previous ones
    /// have completed. Completion and errors behave as in ``flatMap(_:)``.
    ///
    /// - Parameter selector: Maps an element to the sequence to concatenate.
    /// - Returns: An observable of the inner sequences' elements, in order.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable<Source.Element>.merging(asObservable(), maxConcurrent: 1, selector: selector)
    }

    /// Emits the elements of this sequence, then, once it completes, those of `second`.
    ///
    /// ```swift
    /// cached.concat(fresh)
    /// ```
    ///
    /// `second` is subscribed only after this sequence completes; an error ends the result
    /// without subscribing to `second`.
    ///
    /// - Parameter second: The sequence that follows.
    /// - Returns: An observable of both sequences' elements, in order.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension Observable {
    /// Emits the elements of each sequence in `sequence` in turn, subscribing to the next one
    /// when the previous one completes.
    ///
    /// `sequence` is iterated lazily, one step per completed source, so it may be infinite
    /// (combine with `take`). Synchronous sources are handled in a loop, so concatenating many
    /// of them does not grow the stack. The result completes after the last source and fails
    /// with the first error.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: An observable of the sources' elements, one source after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        make { observer, subscription in
            let sink = ConcatSink(
                sources: AnyIterator(sequence.makeIterator()), observer: observer, subscription: subscription)
            subscription.setDisposable(sink)
            sink.moveNext()
        }
    }

    /// Emits the elements of each sequence in `collection` in turn, subscribing to the next one
    /// when the previous one completes.
    ///
    /// ```swift
    /// Observable.concat([intro, body, outro])
    /// ```
    ///
    /// The result completes after the last source and fails with the first error.
    ///
    /// - Parameter collection: The sources, in order.
    /// - Returns: An observable of the sources' elements, one source after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        concat(AnySequence(collection))
    }

    /// Emits the elements of each of `sources` in turn, subscribing to the next one when the
    /// previous one completes.
    ///
    /// The result completes after the last source and fails with the first error.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: An observable of the sources' elements, one source after another.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(AnySequence(sources))
    }
}

/// Subscribes to a lazily iterated sequence of sources one after another.
///
/// Only one source is subscribed at a time, so its events need no serialization beyond its own
/// contract. Moving to the next source is a trampoline: a source that completes while the
/// previous step is still subscribing it only counts a pending move, and the thread already
/// looping makes it, so synchronous sources never nest.
internal final class ConcatSink<Element>: CombiningSink<Element>, ObserverType, @unchecked Sendable {
    // `sources` and `current` are touched only by the thread inside `moveNext`'s loop, which
    // `pendingMoves` admits one at a time.
    private var sources: AnyIterator<Observable<Element>>?
    private var current: DisposeKey?
    private let pendingMoves = AtomicCell<Int>(0)

    internal init(
        sources: AnyIterator<Observable<Element>>,
        observer: AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.sources = sources
        super.init(observer: observer, subscription: subscription)
    }

    internal func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            moveNext()
        }
    }

    /// Subscribes to the next source, or completes after the last one.
    internal func moveNext() {
        guard pendingMoves.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        repeat {
            subscribeToNextSource()
        } while pendingMoves.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }

    private func subscribeToNextSource() {
        if let current {
            upstreams.remove(for: current)
            self.current = nil
        }
        guard !isDisposed else {
            sources = nil
            return
        }
        guard let next = sources?.next() else {
            sources = nil
            forwardCompleted()
            return
        }
        let sourceSubscription = SingleAssignmentDisposable()
        guard let key = upstreams.insert(sourceSubscription) else { return }
        current = key
        next.run(AnyObserver(self), sourceSubscription)
    }
}
