/// A type that is, or can be viewed as, an ``Infallible``: a sequence that never fails. The
/// infallible operators are defined on it.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that never fails: elements, then perhaps completion, never an error.
///
/// Unlike ``Driver`` and ``Signal`` it neither shares its subscription nor moves to the main
/// scheduler: each subscriber runs the sequence anew, on whatever scheduler it runs on, exactly as
/// an ``Observable`` does. Build one with `Infallible.create`, `just`, `of` and the like, or
/// convert an observable with `asInfallible(onErrorJustReturn:)` and its relatives, which decide
/// what happens to errors:
///
/// ```swift
/// let names: Infallible<[String]> = api.names().asInfallible(onErrorJustReturn: [])
/// names.subscribe(onNext: { print($0) })
/// ```
///
/// Operators whose arguments can fail (a throwing closure, or an `Observable` mixed in through
/// `flatMap`, `concat`, `take(until:)`) keep RxSwift's shapes, so an error they raise does travel
/// down the sequence; ``InfallibleType/subscribe(onNext:onCompleted:onDisposed:)``, having no
/// error handler, reports it to ``Hooks`` as unhandled.
public struct Infallible<Element>: InfallibleType, Sendable {
    @usableFromInline
    internal let source: Observable<Element>

    /// Wraps an observable that does not fail.
    @inlinable
    internal init(raw source: Observable<Element>) {
        self.source = source
    }

    /// Returns the events as an ``Observable``.
    ///
    /// - Returns: The underlying observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension InfallibleType {
    /// Subscribes with closures for elements, completion and disposal; there is no error to
    /// handle.
    ///
    /// ```swift
    /// names.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once when the subscription ends for any reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures that receive `object` (held weakly) along with the elements; the
    /// closures are skipped once `object` is gone.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the sequence completes.
    ///   - onDisposed: Called with `object` when the subscription ends.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with one closure that receives every event: an element or completion, never an
    /// error, so a `switch` over it needs no error case.
    ///
    /// ```swift
    /// names.subscribe { event in
    ///     switch event {
    ///     case .next(let name): print(name)
    ///     case .completed: print("done")
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter on: Called with each event.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe(onNext: { on(.next($0)) }, onCompleted: { on(.completed) })
    }
}
