import RxCore

/// When an observer subscribed to a `TestableObservable`, and when it unsubscribed.
///
/// ```swift
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The virtual time of the subscription.
    public let subscribe: TestTime

    /// The virtual time of the unsubscription, or `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// Records a subscription that has not ended.
    ///
    /// - Parameter subscribe: The virtual time of the subscription.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// Records a subscription and its end.
    ///
    /// - Parameters:
    ///   - subscribe: The virtual time of the subscription.
    ///   - unsubscribe: The virtual time of the unsubscription.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200 : 300)`, or `(200 : Infinity)` while still subscribed.
    public var debugDescription: String {
        "(\(subscribe) : \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
