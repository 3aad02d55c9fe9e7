import Foundation
import RxCore

extension ObservableConvertibleType {
    /// Converts the sequence to a ``BlockingObservable``, whose operators block the calling
    /// thread until they have their result.
    ///
    /// ```swift
    /// let heroes = try catalog.load().toBlocking(timeout: 5).toArray()
    /// ```
    ///
    /// - Parameter timeout: How long each blocking operator waits before it throws
    ///   `RxError.timeout`, in seconds; `nil` (the default) waits without limit.
    /// - Returns: The blocking view of the sequence.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
