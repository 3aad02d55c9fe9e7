/// A single notification of an observable sequence: an element, an error or completion.
///
/// Sequences obey the grammar `next* (error | completed)?`: any number of elements, then at most
/// one terminal event, after which nothing more is delivered.
///
/// ```swift
/// let events: [Event<Int>] = [.next(1), .next(2), .completed]
/// ```
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; no events follow.
    case error(Swift.Error)
    /// The sequence finished successfully; no events follow.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
    /// Whether this is a terminal event (`error` or `completed`).
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element carried by a `next` event, or `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error carried by an `error` event, or `nil`.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is the `completed` event.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; terminal events pass through unchanged.
    ///
    /// If `transform` throws, the result is an `error` event carrying what it threw.
    ///
    /// - Parameter transform: The function applied to the element.
    /// - Returns: The transformed event.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error):
            return .error(error)
        case .completed:
            return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(timeout)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Events are equal when they are the same case with equal payloads.
    ///
    /// Errors have no general equality, so two errors compare equal when they have the same
    /// dynamic type and the same description (what `RxTest` users expect from marble tests).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

/// Compares two errors by dynamic type and description.
///
/// `NSError`s (Foundation) also compare by domain and code through their description.
@usableFromInline
internal func errorsMatch(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    type(of: left) == type(of: right) && String(describing: left) == String(describing: right)
}
