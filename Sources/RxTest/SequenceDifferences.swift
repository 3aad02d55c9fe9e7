import RxCore

/// Describes where two arrays differ, for the failure messages of RxTest's assertions: each
/// index whose values differ, then the values only one side has.
///
/// - Parameters:
///   - lhs: The first array.
///   - rhs: The second array.
///   - equal: Whether two values are equal.
/// - Returns: `nil` when the arrays are equal, else one line per difference.
/// - Complexity: O(*n*) comparisons, *n* being the longer array's length.
internal func sequenceDifferences<Value>(
    _ lhs: [Value],
    _ rhs: [Value],
    equal: (Value, Value) -> Bool
) -> String? {
    var lines: [String] = []
    for (index, pair) in zip(lhs, rhs).enumerated() where !equal(pair.0, pair.1) {
        lines.append("[\(index)]: \(pair.0) is not \(pair.1)")
    }
    let common = min(lhs.count, rhs.count)
    for index in common..<lhs.count {
        lines.append("[\(index)]: \(lhs[index]) only in the first array")
    }
    for index in common..<rhs.count {
        lines.append("[\(index)]: \(rhs[index]) only in the second array")
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
}

/// The outcome of a single as the observable event that carries it. `SingleEvent` is
/// `Result<Element, Error>`, which cannot be `Equatable` because `Error` is not, so the
/// assertions compare these events instead.
internal func event<Element>(of outcome: SingleEvent<Element>) -> Event<Element> {
    switch outcome {
    case .success(let element): return .next(element)
    case .failure(let error): return .error(error)
    }
}
