import Foundation
import RxCore

/// A sequence whose results are awaited by blocking the calling thread: what
/// ``RxCore/ObservableConvertibleType/toBlocking(timeout:)`` returns.
///
/// Meant for tests and command-line tools, where waiting is fine:
///
/// ```swift
/// XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
/// XCTAssertEqual(try api.hero(id: 7).toBlocking(timeout: 2).single().name, "Hulk")
/// ```
///
/// Each operator subscribes anew and waits until the sequence has produced what it needs, the
/// sequence fails (the operator throws its error) or the timeout passes (it throws
/// `RxError.timeout`); then it disposes the subscription. ``materialize()`` reports the failure
/// or the timeout in its result instead of throwing.
///
/// Waiting on the main thread runs the main run loop, so work the sequence scheduled on
/// `MainScheduler` (or `DispatchQueue.main`) still runs meanwhile instead of deadlocking. On
/// other threads the caller simply sleeps until the result is there.
public struct BlockingObservable<Element> {
    /// How long an operator waits, in seconds; `nil` waits as long as it takes.
    internal let timeout: TimeInterval?

    /// The sequence to wait for.
    internal let source: Observable<Element>

    internal init(timeout: TimeInterval?, source: Observable<Element>) {
        self.timeout = timeout
        self.source = source
    }
}
