extension InfallibleType {
    /// Transforms each element with `transform`.
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: The transformed elements.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(raw: asObservable().map(transform))
    }

    /// Transforms each element with `transform`, dropping the `nil` results.
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: The non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(raw: asObservable().compactMap(transform))
    }

    /// Maps each element to a sequence and merges their elements.
    ///
    /// - Parameter selector: Returns the sequence for an element.
    /// - Returns: The merged elements of the inner sequences.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(raw: asObservable().flatMap(selector))
    }

    /// Maps each element to a sequence and emits the elements of the latest one only.
    ///
    /// - Parameter selector: Returns the sequence for an element.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(raw: asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a sequence, ignoring elements that arrive while the previous inner
    /// sequence runs.
    ///
    /// - Parameter selector: Returns the sequence for an element.
    /// - Returns: The elements of the inner sequences, one at a time.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(raw: asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a sequence and emits those sequences' elements one sequence after
    /// another.
    ///
    /// - Parameter selector: Returns the sequence for an element.
    /// - Returns: The concatenated elements of the inner sequences.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(raw: asObservable().concatMap(selector))
    }

    /// Emits each intermediate result of folding the elements into `seed` in place.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Updates the accumulator with an element.
    /// - Returns: The accumulator after each element.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(raw: asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits each intermediate result of folding the elements, starting from `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Combines the accumulator with an element.
    /// - Returns: The accumulator after each element.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(raw: asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits `element` first, then the sequence's elements.
    ///
    /// - Parameter element: The element to start with.
    /// - Returns: The sequence with `element` in front.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(raw: asObservable().startWith(element))
    }

    /// Combines each element with `object`, held weakly; completes once `object` is gone.
    ///
    /// - Parameters:
    ///   - object: The object passed along; not retained.
    ///   - resultSelector: Combines `object` and an element.
    /// - Returns: The combinations, while `object` lives.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(
            raw: asObservable()
                .map { [weak object] element in object.map { resultSelector($0, element) } }
                .take(while: { $0 != nil })
                .compactMap { $0 }
        )
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    ///
    /// - Parameter object: The object passed along; not retained.
    /// - Returns: Tuples of `object` and each element, while `object` lives.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }

    /// Combines each element with the latest element of `second`; elements that arrive before
    /// `second` has one are dropped.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element with `second`'s latest.
    /// - Returns: The combinations.
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Infallible<Result> {
        Infallible(raw: asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` whenever this sequence emits.
    ///
    /// - Parameter second: The sequence whose latest element is used.
    /// - Returns: `second`'s latest elements.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
