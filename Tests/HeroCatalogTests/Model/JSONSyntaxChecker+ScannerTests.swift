import XCTest

@testable import HeroCatalog

/// The scanner's messages and positions for each kind of syntax error.
final class JSONSyntaxCheckerScannerTests: XCTestCase {
    func testStructuralErrors() {
        assertSyntaxError("[1 2]", line: 1, column: 4, "expected ',' or ']', found '2'")
        assertSyntaxError(#"{"a": 1 "b": 2}"#, line: 1, column: 9, #"expected ',' or '}', found '"'"#)
        assertSyntaxError(#"{"a" 1}"#, line: 1, column: 6, "expected ':' after the field name, found '1'")
        assertSyntaxError("{a: 1}", line: 1, column: 2, "expected a field name in double quotes, found 'a'")
        assertSyntaxError("[1,,2]", line: 1, column: 4, "expected a value, found ','")
        assertSyntaxError("[] x", line: 1, column: 4, "unexpected 'x' after the JSON value")
        assertSyntaxError("", line: 1, column: 1, "unexpected end of file, expected a value")
        assertSyntaxError("[1, 2", line: 1, column: 6, "expected ',' or ']', found the end of the file")
    }

    func testLiteralAndNumberErrors() {
        assertSyntaxError("[tru]", line: 1, column: 2, "expected a value, found 'tru'")
        assertSyntaxError("[True]", line: 1, column: 2, "expected a value, found 'True'")
        assertSyntaxError("[01]", line: 1, column: 3, "expected ',' or ']', found '1'")
        assertSyntaxError("[1.]", line: 1, column: 4, "expected a digit after '.', found ']'")
        assertSyntaxError("[1e]", line: 1, column: 4, "expected a digit in the exponent, found ']'")
        assertSyntaxError("[-]", line: 1, column: 3, "expected a digit, found ']'")
    }

    func testStringErrors() {
        assertSyntaxError(#"["abc"#, line: 1, column: 2, "string is never closed")
        assertSyntaxError(#"["a\qb"]"#, line: 1, column: 5, #"invalid escape \q"#)
        assertSyntaxError(#"["\u12G4"]"#, line: 1, column: 7, #"expected four hex digits after \u, found 'G'"#)
        assertSyntaxError(
            "[\"a\tb\"]", line: 1, column: 4, "control character U+0009 inside a string; write it as an escape")
    }

    func testPositionsCountLinesAndScalarsNotBytes() {
        assertSyntaxError("[\n  1,\n  @\n]", line: 3, column: 3, "expected a value, found '@'")
        assertSyntaxError(#"["ñ" x]"#, line: 1, column: 6, "expected ',' or ']', found 'x'")
        assertSyntaxError("[\"🕷️\" x]", line: 1, column: 7, "expected ',' or ']', found 'x'")
        assertSyntaxError("[1,\r\n é]", line: 2, column: 2, "expected a value, found 'é'")
    }
}
