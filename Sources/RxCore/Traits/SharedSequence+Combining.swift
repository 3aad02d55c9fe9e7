extension SharedSequence {
    /// Merges the elements of `sources` as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: A shared sequence of all their elements.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<
        SharingStrategy, Element
    >
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources` as they arrive.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: A shared sequence of all their elements.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources` as they arrive.
    ///
    /// ```swift
    /// let status = Driver.merge(loading.map { "loading" }, results.map { "\($0.count) heroes" })
    /// ```
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: A shared sequence of all their elements.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<
        SharingStrategy, Element
    > {
        merge(sources)
    }

    /// Combines the latest elements of the sources each time one of them emits, once all have.
    ///
    /// - Parameters:
    ///   - sources: The shared sequences to combine.
    ///   - resultSelector: Combines the latest elements, in the order of `sources`.
    /// - Returns: A shared sequence of the combinations.
    public static func combineLatest<Collection: Swift.Collection, Source>(
        _ sources: Collection,
        resultSelector: @escaping ([Source]) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Source> {
        SharedSequence(Observable.combineLatest(sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of two sources each time one of them emits, once both have.
    ///
    /// ```swift
    /// let canSearch = Driver.combineLatest(query, isOnline) { text, online in online && !text.isEmpty }
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the latest elements.
    /// - Returns: A shared sequence of the combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
        )
    }

    /// Combines the latest elements of three sources each time one of them emits, once all have.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - resultSelector: Combines the latest elements.
    /// - Returns: A shared sequence of the combinations.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType,
        O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the latest elements of four sources each time one of them emits, once all have.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - resultSelector: Combines the latest elements.
    /// - Returns: A shared sequence of the combinations.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType,
        O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension SharedSequence where Element == Any {
    /// Combines the latest elements of two sources into tuples, once both have one.
    ///
    /// ```swift
    /// Driver.combineLatest(query, filter).drive(onNext: { text, filter in … })
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    /// - Returns: A shared sequence of tuples.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)> where O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable())
        )
    }

    /// Combines the latest elements of three sources into tuples, once all have one.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    /// - Returns: A shared sequence of tuples.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType,
        O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where O1.SharingStrategy == O2.SharingStrategy, O1.SharingStrategy == O3.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable())
        )
    }

    /// Combines the latest elements of four sources into tuples, once all have one.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    /// - Returns: A shared sequence of tuples.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType,
        O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where
        O1.SharingStrategy == O2.SharingStrategy, O1.SharingStrategy == O3.SharingStrategy,
        O1.SharingStrategy == O4.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable()
            )
        )
    }
}
