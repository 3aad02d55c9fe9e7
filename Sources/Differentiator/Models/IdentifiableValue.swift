/// Wraps a hashable value so that it is its own identity.
///
/// Useful for items that have no identity of their own beyond their value; two wrapped values
/// are the same item exactly when they are equal, so the diff never reports them as updated.
///
/// ```swift
/// let items = ["Hulk", "Thor"].map { IdentifiableValue(value: $0) }
/// ```
public struct IdentifiableValue<Value: Hashable> {
    /// The wrapped value, which is also the identity.
    public let value: Value

    /// Wraps a value.
    ///
    /// - Parameter value: The value, which is also the identity.
    public init(value: Value) {
        self.value = value
    }
}

extension IdentifiableValue: IdentifiableType {
    /// The type of the identity: the value's type.
    public typealias Identity = Value

    /// The wrapped value.
    public var identity: Value {
        value
    }
}

extension IdentifiableValue: Hashable {}

extension IdentifiableValue: Sendable where Value: Sendable {}

extension IdentifiableValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped value's description.
    public var description: String {
        "\(value)"
    }

    /// The wrapped value's description.
    public var debugDescription: String {
        "\(value)"
    }
}
