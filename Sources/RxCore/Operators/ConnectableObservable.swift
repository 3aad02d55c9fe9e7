/// The observable returned by `publish()`, `replay(_:)` and `multicast(_:)`: it shares one
/// subscription to its source, made by ``connect()``.
///
/// Subscribers attach to an intermediate subject; ``connect()`` subscribes that subject to the
/// source. See ``ConnectableObservableType``.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    // Stateless here; subclasses guard their own state.

    @usableFromInline
    override internal init() {
        super.init()
    }

    /// Subscribes the intermediate subject to the source.
    ///
    /// Connecting again while connected returns the existing connection.
    ///
    /// - Returns: A disposable that disconnects from the source.
    public func connect() -> Disposable {
        fatalError("Abstract method \(type(of: self)).connect() must be overridden")
    }
}
