/// Finds the first syntax error in a JSON text and says where it is.
///
/// Foundation's `JSONDecoder` only reports "The given data was not valid JSON." on Linux, with no
/// position. The catalog runs this checker after a failed decode so the user learns the line and
/// column. It accepts what the decoder accepts, including a trailing comma before `]` or `}`.
///
/// ```swift
/// JSONSyntaxChecker.firstError(in: Array(#"[1 2]"#.utf8))
/// // SyntaxError(line: 1, column: 4, message: "expected ',' or ']', found '2'")
/// ```
public enum JSONSyntaxChecker {
    /// A syntax error at a position counted from 1; columns count Unicode scalars (code points),
    /// not bytes.
    public struct SyntaxError: Equatable, Sendable {
        /// The line of the offending character.
        public var line: Int

        /// The column of the offending character.
        public var column: Int

        /// What was expected and what was found.
        public var message: String
    }

    /// Nesting deeper than this is reported as an error instead of risking the stack.
    public static let maximumDepth = 512

    /// Returns the first syntax error in `bytes`, or `nil` when they hold one valid JSON value.
    ///
    /// - Parameter bytes: UTF-8 encoded JSON text.
    /// - Returns: The first error, or `nil` for valid JSON.
    /// - Complexity: O(*n*) in the length of `bytes`.
    public static func firstError(in bytes: [UInt8]) -> SyntaxError? {
        var scanner = Scanner(bytes: bytes)
        do throws(SyntaxError) {
            scanner.skipWhitespace()
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            if !scanner.isAtEnd {
                throw scanner.error("unexpected \(scanner.describeCurrent()) after the JSON value")
            }
            return nil
        } catch {
            return error
        }
    }
}

extension JSONSyntaxChecker.SyntaxError: Error {}
