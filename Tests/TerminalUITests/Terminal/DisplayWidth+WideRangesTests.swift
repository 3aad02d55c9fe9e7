import XCTest

@testable import TerminalUI

final class DisplayWidthWideRangesTests: XCTestCase {
    func testRangesAreSortedAndDisjointForBinarySearch() {
        let ranges = DisplayWidth.wideRanges
        XCTAssertFalse(ranges.isEmpty)
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            XCTAssertLessThan(previous.upperBound, next.lowerBound, "\(previous) and \(next)")
        }
    }

    func testBinarySearchAgreesWithALinearScanAtEveryRangeEdge() {
        for range in DisplayWidth.wideRanges {
            for value in [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1] {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let linear = DisplayWidth.wideRanges.contains { $0.contains(value) }
                XCTAssertEqual(DisplayWidth.isWide(scalar), linear, String(value, radix: 16))
            }
        }
    }

    func testRangesAvoidTheEmojiBlocksWhichUseTheEmojiProperty() {
        for range in DisplayWidth.wideRanges {
            XCTAssertFalse(range.overlaps(0x1F300...0x1F64F), "\(range)")
            XCTAssertFalse(range.overlaps(0x1F900...0x1F9FF), "\(range)")
        }
    }
}
