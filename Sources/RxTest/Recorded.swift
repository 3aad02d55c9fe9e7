import RxCore

/// A value together with the virtual time it was produced at.
///
/// Marble tests compare arrays of recorded events:
///
/// ```swift
/// XCTAssertEqual(observer.events, [.next(210, 2), .completed(300)])
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time the value was produced at.
    public let time: TestTime

    /// The recorded value.
    public let value: Value

    /// Records `value` at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - value: The value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `next(2) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}
