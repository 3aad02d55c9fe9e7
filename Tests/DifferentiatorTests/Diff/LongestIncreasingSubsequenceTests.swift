import DiffTestSupport
import XCTest

@testable import Differentiator

final class LongestIncreasingSubsequenceTests: XCTestCase {
    func testKnownSequences() {
        assertLongestRun([], length: 0)
        assertLongestRun([5], length: 1)
        assertLongestRun([1, 2, 3, 4], length: 4)
        assertLongestRun([4, 3, 2, 1], length: 1)
        assertLongestRun([3, 1, 2, 5, 4], length: 3)
        assertLongestRun([10, 9, 2, 5, 3, 7, 101, 18], length: 4)
    }

    func testEveryPermutationOfSixValues() {
        var values = Array(0..<6)
        var permutations = 0
        repeat {
            assertLongestRun(values, length: MinimalChanges.longestIncreasingRun(values))
            permutations += 1
        } while nextPermutation(&values)
        XCTAssertEqual(permutations, 720)
    }

    func testBuffersAreReusedForShorterInputs() {
        var finder = LongestIncreasingSubsequence()
        _ = [5, 1, 4, 2, 3].withUnsafeBufferPointer { finder.mark($0) }
        let length = [2, 1].withUnsafeBufferPointer { finder.mark($0) }
        XCTAssertEqual(length, 1)
        XCTAssertEqual(Array(finder.isMember.prefix(2)).filter { $0 }.count, 1)
    }

    /// Checks the length, and that the marked values are increasing and as many.
    private func assertLongestRun(_ values: [Int], length: Int, file: StaticString = #filePath, line: UInt = #line) {
        var finder = LongestIncreasingSubsequence()
        let found = values.withUnsafeBufferPointer { finder.mark($0) }
        XCTAssertEqual(found, length, "length for \(values)", file: file, line: line)
        let members = values.indices.filter { finder.isMember[$0] }.map { values[$0] }
        XCTAssertEqual(members.count, length, "members \(members) of \(values)", file: file, line: line)
        XCTAssertEqual(members, members.sorted(), "members \(members) of \(values)", file: file, line: line)
        XCTAssertEqual(Set(members).count, members.count, file: file, line: line)
    }

    /// Rearranges `values` into the next permutation in lexicographic order; `false` after the last.
    private func nextPermutation(_ values: inout [Int]) -> Bool {
        guard var pivot = values.indices.dropLast().last(where: { values[$0] < values[$0 + 1] }) else { return false }
        let successor = values.indices.last { values[$0] > values[pivot] }!
        values.swapAt(pivot, successor)
        pivot += 1
        values[pivot...].reverse()
        return true
    }
}
