/// Everything a sequence produced until it ended: its elements, and how it ended.
///
/// ```swift
/// switch source.toBlocking().materialize() {
/// case .completed(let elements): print("done:", elements)
/// case .failed(let elements, let error): print("failed after", elements, "with", error)
/// }
/// ```
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after emitting `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` (`RxError.timeout` if the wait timed out) after emitting
    /// `elements`.
    case failed(elements: [T], error: Swift.Error)
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}
