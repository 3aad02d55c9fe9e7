/// A type-erased observer that forwards every event to a closure.
///
/// ```swift
/// let observer = AnyObserver<Int> { event in print(event) }
/// observer.onNext(1)  // prints "next(1)"
/// ```
@frozen
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    // Elements take their own closure: passing a bare element through a closure is about twice
    // as fast as passing an `Event` enum, and elements are nearly all the traffic.
    @usableFromInline
    internal let nextHandler: (Element) -> Void

    @usableFromInline
    internal let eventHandler: EventHandler

    /// Creates an observer that forwards events to `eventHandler`.
    ///
    /// - Parameter eventHandler: The closure that receives each event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.nextHandler = { eventHandler(.next($0)) }
        self.eventHandler = eventHandler
    }

    /// An observer made of its two closures.
    @inlinable
    internal init(nextHandler: @escaping (Element) -> Void, eventHandler: @escaping EventHandler) {
        self.nextHandler = nextHandler
        self.eventHandler = eventHandler
    }

    /// Wraps any observer of the same element type.
    ///
    /// - Parameter observer: The observer to forward events to.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.nextHandler = { observer.on(.next($0)) }
            self.eventHandler = { observer.on($0) }
        }
    }

    /// Forwards `event` to the wrapped observer.
    ///
    /// - Parameter event: The event to deliver.
    @inlinable
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            nextHandler(element)
        } else {
            eventHandler(event)
        }
    }

    /// Returns this observer; `AnyObserver` is already type-erased.
    ///
    /// - Returns: `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }

    /// Returns an observer that transforms elements with `transform` before forwarding them here.
    ///
    /// - Parameter transform: Maps the new observer's elements to this observer's elements.
    /// - Returns: An observer of `Result` elements.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        let target = self
        return AnyObserver<Result> { event in target.on(event.map(transform)) }
    }
}

extension ObserverType {
    /// Erases this observer's type.
    ///
    /// - Returns: An `AnyObserver` that forwards to `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms elements with `transform` before forwarding them here.
    ///
    /// - Parameter transform: Maps the new observer's elements to this observer's elements.
    /// - Returns: An observer of `Result` elements.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver(self).mapObserver(transform)
    }
}
