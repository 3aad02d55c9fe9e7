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
    /// `transform` must only read shared state: the callers read immutable arrays and buffers,
    /// and each part writes only its own result (or its own range of an output buffer).
    ///
    /// - Parameters:
    ///   - count: How many parts.
    ///   - transform: Computes one part.
    /// - Returns: The parts' results, in order.
    public static func map<Result>(_ count: Int, _ transform: (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        var results = [Result?](repeating: nil, count: count)
        withoutActuallyEscaping(transform) { transform in
            results.withUnsafeMutableBufferPointer { buffer in
                // Each iteration writes only its own slot.
                nonisolated(unsafe) let slots = buffer
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    slots[index] = transform(index)
                }
            }
        }
        return results.map { $0! }
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
}
