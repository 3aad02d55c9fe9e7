// The standard scalar types are their own identity, so lists of plain values diff directly.

extension String: IdentifiableType {
    /// The string itself.
    public var identity: String { self }
}

extension Int: IdentifiableType {
    /// The value itself.
    public var identity: Int { self }
}

extension Int8: IdentifiableType {
    /// The value itself.
    public var identity: Int8 { self }
}

extension Int16: IdentifiableType {
    /// The value itself.
    public var identity: Int16 { self }
}

extension Int32: IdentifiableType {
    /// The value itself.
    public var identity: Int32 { self }
}

extension Int64: IdentifiableType {
    /// The value itself.
    public var identity: Int64 { self }
}

extension UInt: IdentifiableType {
    /// The value itself.
    public var identity: UInt { self }
}

extension UInt8: IdentifiableType {
    /// The value itself.
    public var identity: UInt8 { self }
}

extension UInt16: IdentifiableType {
    /// The value itself.
    public var identity: UInt16 { self }
}

extension UInt32: IdentifiableType {
    /// The value itself.
    public var identity: UInt32 { self }
}

extension UInt64: IdentifiableType {
    /// The value itself.
    public var identity: UInt64 { self }
}

extension Float: IdentifiableType {
    /// The value itself.
    public var identity: Float { self }
}

extension Double: IdentifiableType {
    /// The value itself.
    public var identity: Double { self }
}

extension Bool: IdentifiableType {
    /// The value itself.
    public var identity: Bool { self }
}

extension Character: IdentifiableType {
    /// The character itself.
    public var identity: Character { self }
}
