extension ObservableType {
    /// Combines the latest elements of every source in `collection` with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once.
    ///
    /// ```swift
    /// Observable.combineLatest([width, height, depth]) { $0.reduce(1, *) }
    /// ```
    ///
    /// The sources are subscribed in order. The result completes when every source has
    /// completed, or as soon as a source completes without ever emitting while the others are
    /// done; it fails with the first error of any source or of `resultSelector`. An empty
    /// collection emits `resultSelector([])` and completes at once, as RxSwift does.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element per source, in collection order.
    /// - Returns: An observable of the combined elements.
    /// - Complexity: O(*n*) per element for *n* sources (the selector receives a fresh array).
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let inputs = collection.enumerated().map { index, source in
            CombineInput<[Collection.Element.Element?], Element>(source) { values, element in values[index] = element }
        }
        if inputs.isEmpty { return .combiningNoSources(resultSelector) }
        return Observable<Element>.combine(.latest, initial: Array(repeating: nil, count: inputs.count), inputs) {
            try resultSelector($0.map { $0! })
        }
    }

    /// Emits an array of the latest elements of every source in `collection` whenever any of
    /// them emits, once each has emitted at least once.
    ///
    /// ```swift
    /// Observable.combineLatest([a, b])  // Observable<[Int]>
    /// ```
    ///
    /// Completion and errors behave as in ``combineLatest(_:resultSelector:)``.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: An observable of arrays holding one element per source, in collection order.
    /// - Complexity: O(*n*) per element for *n* sources.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection, resultSelector: { $0 })
    }
}

extension Observable {
    /// `combineLatest` of an empty collection: the selector's value for no elements, then
    /// completion (or the selector's error).
    @usableFromInline
    internal static func combiningNoSources<Value>(
        _ resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        Observable<Element>.make { observer, _ in
            let element: Element
            do {
                element = try resultSelector([])
            } catch {
                observer.on(.error(error))
                return
            }
            observer.on(.next(element))
            observer.on(.completed)
        }
    }
}
