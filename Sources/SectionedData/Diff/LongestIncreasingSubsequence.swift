/// Finds one longest strictly increasing subsequence, by patience sorting.
///
/// The diff keeps the items of a section that form such a subsequence of their new positions (in
/// old order) in place and moves only the others, which makes the moves minimal. The buffers are
/// kept between calls so that diffing many sections allocates only once.
@usableFromInline
internal struct LongestIncreasingSubsequence {
    /// For each pile, the index of the value on top of it; the top values increase left to right.
    @usableFromInline
    internal var pileTops: [Int] = []

    /// For each value, the index of the value on top of the pile to its left when it was placed.
    @usableFromInline
    internal var predecessors: [Int] = []

    /// After ``mark(_:)``: whether each value belongs to the subsequence found.
    @usableFromInline
    internal var isMember: [Bool] = []

    @inlinable
    internal init() {}

    /// Marks the members of one longest strictly increasing subsequence of `values` in
    /// ``isMember``.
    ///
    /// - Parameter values: Distinct integers.
    /// - Returns: The length of the subsequence.
    /// - Complexity: O(*n* log *n*) time and O(*n*) memory; O(*n*) time when the values are mostly
    ///   increasing, because a value above every pile joins a new pile without a search.
    @inlinable
    @discardableResult
    internal mutating func mark(_ values: [Int]) -> Int {
        let count = values.count
        pileTops.removeAll(keepingCapacity: true)
        predecessors.removeAll(keepingCapacity: true)
        predecessors.reserveCapacity(count)
        isMember.removeAll(keepingCapacity: true)
        isMember.append(contentsOf: repeatElement(false, count: count))
        guard count > 0 else { return 0 }
        for index in 0..<count {
            let value = values[index]
            guard let last = pileTops.last, values[last] >= value else {
                predecessors.append(pileTops.last ?? -1)
                pileTops.append(index)
                continue
            }
            // The leftmost pile whose top is not below `value`.
            var low = 0
            var high = pileTops.count - 1
            while low < high {
                let middle = (low + high) / 2
                if values[pileTops[middle]] < value { low = middle + 1 } else { high = middle }
            }
            predecessors.append(low > 0 ? pileTops[low - 1] : -1)
            pileTops[low] = index
        }
        var member = pileTops[pileTops.count - 1]
        while member >= 0 {
            isMember[member] = true
            member = predecessors[member]
        }
        return pileTops.count
    }
}
