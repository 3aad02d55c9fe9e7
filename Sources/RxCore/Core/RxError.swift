/// The errors RxCore itself produces; the cases and their meaning match RxSwift's `RxError`.
///
/// `RxError` is `@unchecked Sendable`: the object in `disposed(object:)` is only ever described,
/// never mutated.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// An operation was attempted on a disposed object, such as subscribing to a disposed subject.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of the allowed range.
    case argumentOutOfRange
    /// A sequence that had to emit an element completed without one.
    case noElements
    /// A sequence that had to emit one element emitted more.
    case moreThanOneElement
    /// A timeout expired before the expected event.
    case timeout

    /// A sentence describing the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}
