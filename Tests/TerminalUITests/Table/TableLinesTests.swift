import Foundation
import SectionedData
import TestSupport
import XCTest

@testable import TerminalUI

final class TableLinesTests: XCTestCase {
    private func path(_ section: Int, _ item: Int) -> ItemPath {
        ItemPath(sectionIndex: section, itemIndex: item)
    }

    /// The lines settled counts stand for, made one by one.
    private func expectedLines(_ counts: [Int]) -> [TableLine] {
        var lines: [TableLine] = []
        for (section, count) in counts.enumerated() {
            lines.append(TableLine(.header(section: section)))
            lines += (0..<count).map { TableLine(.row(path(section, $0))) }
        }
        return lines
    }

    func testSettledLinesAreEachHeaderFollowedByItsRows() {
        XCTAssertEqual(
            Array(TableLines(settledCounts: [2, 0, 1])),
            [
                TableLine(.header(section: 0)), TableLine(.row(path(0, 0))), TableLine(.row(path(0, 1))),
                TableLine(.header(section: 1)),
                TableLine(.header(section: 2)), TableLine(.row(path(2, 0))),
            ]
        )
        XCTAssertTrue(TableLines(settledCounts: []).isEmpty)
        XCTAssertTrue(TableLines().isEmpty)
    }

    func testAMillionRowsCostNothingToLayOut() {
        let lines = TableLines(settledCounts: [600_000, 400_000])
        XCTAssertEqual(lines.count, 1_000_002)
        XCTAssertEqual(lines[600_001], TableLine(.header(section: 1)))
        XCTAssertEqual(lines[1_000_001], TableLine(.row(path(1, 399_999))))
        XCTAssertEqual(lines.index(ofRow: path(1, 399_999)), 1_000_001)
    }

    func testFindsTheLineOfARowOnlyWhenTheRowExists() {
        let lines = TableLines(settledCounts: [2, 0, 1])
        XCTAssertEqual(lines.index(ofRow: path(0, 1)), 2)
        XCTAssertEqual(lines.index(ofRow: path(2, 0)), 5)
        XCTAssertNil(lines.index(ofRow: path(0, 2)), "past its section's rows")
        XCTAssertNil(lines.index(ofRow: path(1, 0)), "an empty section")
        XCTAssertNil(lines.index(ofRow: path(3, 0)), "no such section")
        XCTAssertNil(lines.index(ofRow: path(0, -1)))
        let animated = TableLines([TableLine(.removedRow(path(0, 0)), .deleted), TableLine(.row(path(0, 0)))])
        XCTAssertEqual(animated.index(ofRow: path(0, 0)), 1)
        XCTAssertNil(animated.index(ofRow: path(0, 1)))
    }

    func testSettledAndExplicitListsOfTheSameLinesAreEqual() {
        let counts = [1, 3]
        XCTAssertEqual(TableLines(settledCounts: counts), TableLines(expectedLines(counts)))
        XCTAssertNotEqual(TableLines(settledCounts: counts), TableLines(settledCounts: [3, 1]))
        XCTAssertNotEqual(TableLines(settledCounts: counts), TableLines(Array(expectedLines(counts).dropLast())))
    }

    func testRemovingRemovedLinesKeepsTheOthersInOrder() {
        var lines = TableLines([
            TableLine(.header(section: 0)), TableLine(.removedRow(path(0, 0)), .deleted),
            TableLine(.row(path(0, 0)), .inserted), TableLine(.removedHeader(section: 1), .deleted),
        ])
        lines.removeRemovedLines()
        XCTAssertEqual(Array(lines), [TableLine(.header(section: 0)), TableLine(.row(path(0, 0)), .inserted)])
        var settled = TableLines(settledCounts: [2])
        settled.removeRemovedLines()
        XCTAssertEqual(settled, TableLines(settledCounts: [2]))
    }

    /// Random counts, including empty sections: every line and every row lookup agrees with the
    /// lines made one by one.
    func testRandomCountsAgreeWithTheLinesMadeOneByOne() {
        let seed = UInt64(Date().timeIntervalSince1970 * 1_000)
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let counts = (0..<random.next(below: 6)).map { _ in random.next(below: 5) }
            let lines = TableLines(settledCounts: counts)
            let expected = expectedLines(counts)
            XCTAssertEqual(Array(lines), expected, "seed \(seed), counts \(counts)")
            for (section, count) in counts.enumerated() {
                for item in 0...count {
                    XCTAssertEqual(
                        lines.index(ofRow: path(section, item)),
                        expected.firstIndex { $0.content == .row(path(section, item)) },
                        "seed \(seed), counts \(counts), row [\(section), \(item)]")
                }
            }
        }
    }
}
