extension ObservableType {
    /// Combines the sources in `collection` element by element: the *n*th result combines the
    /// *n*th element of every source.
    ///
    /// ```swift
    /// Observable.zip([letters, numbers]) { $0.joined() }
    /// ```
    ///
    /// Elements wait in a queue per source until every source has one. The result completes when
    /// every source has completed, or as soon as an element arrives that can never be paired
    /// because every other source is done; it fails with the first error of any source or of
    /// `resultSelector`. An empty collection completes at once.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element per source, in collection order.
    /// - Returns: An observable of the combined elements.
    /// - Complexity: O(*n*) per result for *n* sources; memory grows with the elements waiting.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let inputs = collection.enumerated().map { index, source in
            CombineInput<[RingBuffer<Collection.Element.Element>], Element>(source) { queues, element in
                queues[index].append(element)
            }
        }
        let initial = Array(repeating: RingBuffer<Collection.Element.Element>(), count: inputs.count)
        return Observable<Element>.combine(.zipCollection, initial: initial, inputs) { queues in
            try resultSelector(queues.indices.map { queues[$0].removeFirst() })
        }
    }

    /// Emits arrays combining the sources in `collection` element by element.
    ///
    /// ```swift
    /// Observable.zip([a, b])  // Observable<[Int]>
    /// ```
    ///
    /// Completion and errors behave as in ``zip(_:resultSelector:)``.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: An observable of arrays holding one element per source, in collection order.
    /// - Complexity: O(*n*) per result for *n* sources.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection, resultSelector: { $0 })
    }
}
