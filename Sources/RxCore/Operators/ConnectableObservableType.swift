/// An observable that shares one subscription to its source among all its observers, and makes
/// that subscription only when told to with ``connect()``.
///
/// Get one from `publish()`, `replay(_:)` or `multicast(_:)`; turn it back into an ordinary
/// observable that connects on demand with `refCount()`.
///
/// ```swift
/// let shared = source.publish()
/// shared.subscribe(onNext: { print("a", $0) }).disposed(by: bag)
/// shared.subscribe(onNext: { print("b", $0) }).disposed(by: bag)
/// shared.connect().disposed(by: bag)  // now `source` is subscribed, once
/// ```
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes to the source, so that the observers start receiving its events.
    ///
    /// Connecting again while connected returns the existing connection.
    ///
    /// - Returns: A disposable that disconnects from the source.
    func connect() -> Disposable
}
