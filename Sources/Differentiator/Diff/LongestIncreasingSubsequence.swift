/// Finds one longest strictly increasing subsequence, by patience sorting.
///
/// The diff keeps the items of a section that form such a subsequence of their new positions (in
/// old order) in place and moves only the others, which makes the moves minimal. The buffers are
/// kept between calls so that diffing many sections allocates only a few times.
@usableFromInline
internal struct LongestIncreasingSubsequence {
    /// For each pile, the index of the value on top of it; the top values increase left to right.
    @usableFromInline
    internal var pileTops: [Int] = []

    /// For each value, the index of the value on top of the pile to its left when it was placed.
    @usableFromInline
    internal var predecessors: [Int] = []

    /// After ``mark(_:)``: whether each value belongs to the subsequence found (entries past the
    /// values' count are stale).
    @usableFromInline
    internal var isMember: [Bool] = []

    @inlinable
    internal init() {}

    /// Marks the members of one longest strictly increasing subsequence of `values` in
    /// ``isMember``.
    ///
    /// - Parameter values: Distinct values.
    /// - Returns: The length of the subsequence.
    /// - Complexity: O(*n* log *n*) time and O(*n*) memory; O(*n*) time when the values are mostly
    ///   increasing, because a value above every pile starts a new pile without a search.
    @inlinable
    @discardableResult
    internal mutating func mark<Value: Comparable>(_ values: UnsafeBufferPointer<Value>) -> Int {
        let count = values.count
        if pileTops.count < count {
            pileTops = Array(repeating: 0, count: count)
            predecessors = Array(repeating: 0, count: count)
            isMember = Array(repeating: false, count: count)
        }
        guard count > 0 else { return 0 }
        // The top values themselves, side by side, so that the binary search reads one array.
        let topValues = UnsafeMutablePointer<Value>.allocate(capacity: count)
        defer { topValues.deallocate() }
        return pileTops.withUnsafeMutableBufferPointer { pileTops in
            predecessors.withUnsafeMutableBufferPointer { predecessors in
                isMember.withUnsafeMutableBufferPointer { isMember in
                    var piles = 0
                    for index in 0..<count {
                        let value = values[index]
                        isMember[index] = false
                        if piles == 0 || topValues[piles - 1] < value {
                            predecessors[index] = piles > 0 ? pileTops[piles - 1] : -1
                            pileTops[piles] = index
                            (topValues + piles).initialize(to: value)
                            piles += 1
                            continue
                        }
                        // The leftmost pile whose top is not below `value`.
                        var low = 0
                        var high = piles - 1
                        while low < high {
                            let middle = (low + high) / 2
                            if topValues[middle] < value { low = middle + 1 } else { high = middle }
                        }
                        predecessors[index] = low > 0 ? pileTops[low - 1] : -1
                        pileTops[low] = index
                        topValues[low] = value
                    }
                    topValues.deinitialize(count: piles)
                    var member = pileTops[piles - 1]
                    while member >= 0 {
                        isMember[member] = true
                        member = predecessors[member]
                    }
                    return piles
                }
            }
        }
    }
}
