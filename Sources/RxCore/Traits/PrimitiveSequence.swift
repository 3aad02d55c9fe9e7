/// An observable sequence with a narrower contract, named by its `Trait`: ``Single`` (exactly one
/// element or an error), ``Maybe`` (at most one element, or an error) and ``Completable``
/// (completion or an error, no elements).
///
/// The traits make the contract part of the type, so callers subscribe with the closures that
/// fit (`onSuccess`, `onFailure`, `onCompleted`) and cannot forget a case:
///
/// ```swift
/// func loadHero(id: Int) -> Single<Hero> { … }
/// loadHero(id: 7).subscribe(onSuccess: { hero in show(hero) }, onFailure: { error in report(error) })
/// ```
///
/// Create one with the trait's `create`, `just`, `error` or `never`, or convert an observable with
/// `asSingle()`, `asMaybe()` or `asCompletable()`; `asObservable()` goes back.
public struct PrimitiveSequence<Trait, Element>: Sendable {
    /// The observable that produces the events; it honours the trait's contract.
    @usableFromInline
    internal let source: Observable<Element>

    /// Wraps an observable that already honours the trait's contract.
    @inlinable
    internal init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// A type that is, or can be viewed as, a ``PrimitiveSequence``; the traits' operators are defined
/// on it.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait

    /// The type of the element.
    associatedtype Element

    /// The primitive sequence this value represents.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// Returns the events as an ``Observable``: a `Single` emits its element and completes.
    ///
    /// - Returns: The underlying observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}
