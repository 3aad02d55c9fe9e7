import XCTest

@testable import HeroCatalog

/// The first syntax error `JSONSyntaxChecker` finds in `text`.
func syntaxError(_ text: String) -> JSONSyntaxChecker.SyntaxError? {
    JSONSyntaxChecker.firstError(in: Array(text.utf8))
}

/// Asserts that the first syntax error in `text` is `message` at `line` and `column`.
func assertSyntaxError(
    _ text: String,
    line: Int,
    column: Int,
    _ message: String,
    file: StaticString = #filePath,
    line sourceLine: UInt = #line
) {
    XCTAssertEqual(
        syntaxError(text),
        JSONSyntaxChecker.SyntaxError(line: line, column: column, message: message),
        text.debugDescription,
        file: file,
        line: sourceLine
    )
}
