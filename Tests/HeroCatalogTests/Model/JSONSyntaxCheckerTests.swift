import Foundation
import TestSupport
import XCTest

@testable import HeroCatalog

final class JSONSyntaxCheckerTests: XCTestCase {
    func testValidDocumentsHaveNoError() {
        let valid = [
            "[]", "{}", " [ ] ", "0", "-0.5e+10", "1E-3", "true", "false", "null", #""text""#,
            #"[1, "two", {"three": [3.0, null, true, false]}, []]"#,
            #"{"a": {"b": {"c": []}}, "d": "\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"}"#,
            "[\n\t1,\r\n  2\n]",
            #"["Araña 雷神 🕷️"]"#,
        ]
        for text in valid {
            XCTAssertNil(syntaxError(text), text)
        }
    }

    func testTrailingCommasAreAcceptedLikeTheDecoder() throws {
        XCTAssertNil(syntaxError("[1, 2,]"))
        XCTAssertNil(syntaxError(#"{"a": 1,}"#))
        XCTAssertEqual(try JSONDecoder().decode([Int].self, from: Data("[1, 2,]".utf8)), [1, 2])
    }

    func testByteOrderMarkIsSkippedLikeTheDecoderDoes() {
        XCTAssertNil(syntaxError("\u{FEFF}[1]"))
        assertSyntaxError("\u{FEFF}[1 2]", line: 1, column: 4, "expected ',' or ']', found '2'")
        assertSyntaxError("[\u{FEFF}]", line: 1, column: 2, "expected a value, found '\u{FEFF}'")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = JSONSyntaxChecker.maximumDepth
        XCTAssertNil(syntaxError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        assertSyntaxError(
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
            guard syntaxError(String(decoding: bytes, as: UTF8.self)) == nil else {
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
