/// The elements of one group of `groupBy(keySelector:)`, together with the key they share.
///
/// ```swift
/// heroes.groupBy { $0.universe }
///     .subscribe(onNext: { group in
///         group.subscribe(onNext: { hero in print(group.key, hero.name) })
///     })
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of the group has.
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group with `key` whose elements come from `source`.
    ///
    /// - Parameters:
    ///   - key: The key of the group.
    ///   - source: The group's elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// Returns the group's elements as an ``Observable``.
    ///
    /// - Returns: The group's observable.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension GroupedObservable: Sendable where Key: Sendable {}
