/// A type that can be viewed as an ``Event``; `dematerialize()` works on sequences of these.
///
/// ``Event`` itself conforms, so `materialize().dematerialize()` gives back the original sequence.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    @inlinable
    public var event: Event<Element> { self }
}
