import Foundation
import XCTest

@testable import HeroesDemo

final class JSONSyntaxCheckerTests: XCTestCase {
    private func firstError(_ text: String) -> JSONSyntaxChecker.SyntaxError? {
        JSONSyntaxChecker.firstError(in: Array(text.utf8))
    }

    private func assertError(
        _ text: String,
        line: Int,
        column: Int,
        _ message: String,
        file: StaticString = #filePath,
        line sourceLine: UInt = #line
    ) {
        XCTAssertEqual(
            firstError(text),
            JSONSyntaxChecker.SyntaxError(line: line, column: column, message: message),
            text.debugDescription,
            file: file,
            line: sourceLine
        )
    }

    func testValidDocumentsHaveNoError() {
        let valid = [
            "[]", "{}", " [ ] ", "0", "-0.5e+10", "1E-3", "true", "false", "null", #""text""#,
            #"[1, "two", {"three": [3.0, null, true, false]}, []]"#,
            #"{"a": {"b": {"c": []}}, "d": "\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"}"#,
            "[\n\t1,\r\n  2\n]",
            #"["Araña 雷神 🕷️"]"#,
        ]
        for text in valid {
            XCTAssertNil(firstError(text), text)
        }
    }

    func testTrailingCommasAreAcceptedLikeTheDecoder() throws {
        XCTAssertNil(firstError("[1, 2,]"))
        XCTAssertNil(firstError(#"{"a": 1,}"#))
        XCTAssertEqual(try JSONDecoder().decode([Int].self, from: Data("[1, 2,]".utf8)), [1, 2])
    }

    func testStructuralErrors() {
        assertError("[1 2]", line: 1, column: 4, "expected ',' or ']', found '2'")
        assertError(#"{"a": 1 "b": 2}"#, line: 1, column: 9, #"expected ',' or '}', found '"'"#)
        assertError(#"{"a" 1}"#, line: 1, column: 6, "expected ':' after the field name, found '1'")
        assertError("{a: 1}", line: 1, column: 2, "expected a field name in double quotes, found 'a'")
        assertError("[1,,2]", line: 1, column: 4, "expected a value, found ','")
        assertError("[] x", line: 1, column: 4, "unexpected 'x' after the JSON value")
        assertError("", line: 1, column: 1, "unexpected end of file, expected a value")
        assertError("[1, 2", line: 1, column: 6, "expected ',' or ']', found the end of the file")
    }

    func testLiteralAndNumberErrors() {
        assertError("[tru]", line: 1, column: 2, "expected a value, found 'tru'")
        assertError("[True]", line: 1, column: 2, "expected a value, found 'True'")
        assertError("[01]", line: 1, column: 3, "expected ',' or ']', found '1'")
        assertError("[1.]", line: 1, column: 4, "expected a digit after '.', found ']'")
        assertError("[1e]", line: 1, column: 4, "expected a digit in the exponent, found ']'")
        assertError("[-]", line: 1, column: 3, "expected a digit, found ']'")
    }

    func testStringErrors() {
        assertError(#"["abc"#, line: 1, column: 2, "string is never closed")
        assertError(#"["a\qb"]"#, line: 1, column: 5, #"invalid escape \q"#)
        assertError(#"["\u12G4"]"#, line: 1, column: 7, #"expected four hex digits after \u, found 'G'"#)
        assertError("[\"a\tb\"]", line: 1, column: 4, "control character U+0009 inside a string; write it as an escape")
    }

    func testPositionsCountLinesAndScalarsNotBytes() {
        assertError("[\n  1,\n  @\n]", line: 3, column: 3, "expected a value, found '@'")
        assertError(#"["ñ" x]"#, line: 1, column: 6, "expected ',' or ']', found 'x'")
        assertError("[\"🕷️\" x]", line: 1, column: 7, "expected ',' or ']', found 'x'")
        assertError("[1,\r\n é]", line: 2, column: 2, "expected a value, found 'é'")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = JSONSyntaxChecker.maximumDepth
        XCTAssertNil(firstError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        assertError(
            String(repeating: "[", count: 100_000),
            line: 1,
            column: depth + 1,
            "nesting deeper than \(depth) levels"
        )
    }

    /// Random valid documents pass, and every strict prefix of one (a truncated file) fails.
    func testRandomDocumentsAndTheirTruncations() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for iteration in 0..<200 {
            let value = randomJSONValue(depth: 0, random: &random)
            let data = try JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed])
            let bytes = [UInt8](data)
            guard firstError(String(decoding: bytes, as: UTF8.self)) == nil else {
                return XCTFail(
                    "seed \(seed), iteration \(iteration): valid document rejected: \(String(decoding: bytes, as: UTF8.self))"
                )
            }
            let cut = random.next(below: bytes.count)
            if JSONSyntaxChecker.firstError(in: Array(bytes[..<cut])) == nil {
                return XCTFail(
                    "seed \(seed), iteration \(iteration): truncation at \(cut) accepted: \(String(decoding: bytes[..<cut], as: UTF8.self))"
                )
            }
        }
    }

    private func randomJSONValue(depth: Int, random: inout SplitMix64) -> Any {
        switch random.next(below: depth > 3 ? 4 : 6) {
        case 0: return random.next(below: 2) == 0
        case 1: return Double(random.next(below: 2_000_001) - 1_000_000) / 8
        case 2: return random.pick(["", "plain", "quote \" and \\ slash", "tab\tline\n", "Araña 雷神 🕷️", "\u{1}"])
        case 3: return NSNull()
        case 4: return (0..<random.next(below: 4)).map { _ in randomJSONValue(depth: depth + 1, random: &random) }
        default:
            var object: [String: Any] = [:]
            for index in 0..<random.next(below: 4) {
                object["key\(index)"] = randomJSONValue(depth: depth + 1, random: &random)
            }
            return object
        }
    }
}
