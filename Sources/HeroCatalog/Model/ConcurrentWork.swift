import Foundation

/// Work split into independent parts run on every core: building a million heroes, folding and
/// sorting them, scanning them for a query.
///
/// ```swift
/// let squares = ConcurrentWork.map(100) { $0 * $0 }  // in order
/// ```
public enum ConcurrentWork {
    /// `transform` of `0..<count`, run on as many threads as there are cores, in order.
    ///
    /// `transform` is `@Sendable`, so the compiler checks that it shares only what may be shared
    /// (the callers read immutable arrays, and each part returns its own result).
    ///
    /// - Parameters:
    ///   - count: How many parts.
    ///   - transform: Computes one part.
    /// - Returns: The parts' results, in order.
    public static func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let results = Results<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(index)
            results.lock.withLock { results.slots[index] = result }
        }
        return results.lock.withLock { results.slots.map { $0! } }
    }

    /// The parts of `0..<total` in runs of `size`, the last one shorter.
    ///
    /// - Parameters:
    ///   - total: The number of elements.
    ///   - size: The length of a run; positive.
    /// - Returns: The runs, in order; none for no elements.
    public static func runs(of total: Int, size: Int) -> [Range<Int>] {
        stride(from: 0, to: total, by: size).map { $0..<min($0 + size, total) }
    }

    /// The parts' results, each written by its part's thread under `lock`.
    private final class Results<Result>: @unchecked Sendable {
        // @unchecked: `slots` is read and written only under `lock`.
        let lock = NSLock()
        var slots: [Result?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }
    }
}
