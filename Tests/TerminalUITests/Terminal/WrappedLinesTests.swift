import XCTest

@testable import TerminalUI

final class WrappedLinesTests: XCTestCase {
    func testMakesTheLinesOneAtATime() {
        var lines = WrappedLines("Peter Parker swings over New York", width: 12)
        XCTAssertEqual(lines.next(), "Peter Parker")
        XCTAssertEqual(lines.remainder, "swings over New York", "the line and the spaces after it are taken")
        XCTAssertEqual(Array(lines), ["swings over", "New York"])
        XCTAssertEqual(lines.next(), "swings over", "iterating a copy leaves the original where it was")
    }

    func testEndsWhenOnlySpacesRemain() {
        var lines = WrappedLines("a   ", width: 3)
        XCTAssertEqual(lines.next(), "a")
        XCTAssertNil(lines.next())
        XCTAssertEqual(lines.remainder, "")
        XCTAssertNil(lines.next())
        XCTAssertEqual(Array(WrappedLines("", width: 0)), [])
    }

    func testASpaceThatCarriesACombiningMarkIsNoBreak() {
        // " \u{301}" is one character, an accent on a space: part of the word after it.
        XCTAssertEqual(Array(WrappedLines("a  \u{301}b", width: 80)), ["a  \u{301}b"])
        XCTAssertEqual(Array(WrappedLines("ab  \u{301}c", width: 3)), ["ab", " \u{301}c"])
    }

    func testAHugeWordIsReadOneLineAtATime() {
        let text = String(repeating: "L", count: 10_000_000)
        var lines = WrappedLines(text, width: 60)
        for number in 1...23 {
            XCTAssertEqual(lines.next(), String(repeating: "L", count: 60), "line \(number)")
        }
        XCTAssertEqual(lines.remainder.utf8.count, text.utf8.count - 23 * 60, "exactly what the lines hold")
    }

    func testHugeTextOfWordsIsReadOnlyAsFarAsTheLinesTaken() {
        let sentence = "Tony Stark builds a suit of armour to escape captivity. "
        let text = String(repeating: sentence, count: 10_000_000 / sentence.count)
        var lines = WrappedLines(text, width: 60)
        var taken: [String] = []
        for _ in 0..<23 { taken.append(lines.next() ?? "") }
        XCTAssertEqual(taken, Array(DisplayWidth.wrap(String(text.prefix(23 * 61)), to: 60).prefix(23)))
        let read = text.utf8.count - lines.remainder.utf8.count
        XCTAssertLessThanOrEqual(read, 23 * 61, "at most each line's width and the space after it")
        XCTAssertGreaterThanOrEqual(read, taken.map(\.utf8.count).reduce(0, +))
    }

    func testALongRunOfSpacesIsSkippedWhole() {
        let text = "a" + String(repeating: " ", count: 1_000_000) + "b"
        var lines = WrappedLines(text, width: 5)
        XCTAssertEqual(lines.next(), "a b")
        XCTAssertNil(lines.next())
    }
}
