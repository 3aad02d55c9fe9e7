import TerminalUI
import XCTest

/// A tiny terminal emulator for tests: it interprets exactly the subset of ANSI that the
/// terminal layer emits and fails loudly on anything else.
///
/// It understands printable text (laid out by grapheme with `DisplayWidth`, wide graphemes
/// taking two cells), CUP (`ESC [ r ; c H`), CUF (`ESC [ n C`), EL (`ESC [ K`, `ESC [ 0 K`),
/// ED (`ESC [ 2 J`), SGR (`ESC [ … m`) and private modes (`ESC [ ? n h`/`l`). Automatic
/// wrapping is off, as `TerminalMode` sets it: text written past the right edge is an error,
/// since the renderer must never rely on what a terminal does there.
///
/// It is written independently of `ScreenBuffer` (its own cell model and overwrite rules) so
/// that comparing the two checks the diff output rather than repeating its assumptions.
public struct VirtualTerminal {
    /// One cell of the emulated screen.
    public struct Cell: Equatable, CustomStringConvertible {
        /// The grapheme drawn, "" for the right half of a wide grapheme.
        public var text: String
        /// Columns: 1, 2 for a wide grapheme's left half, 0 for its right half.
        public var width: Int
        /// The attributes and colours the cell was drawn with.
        public var style: Style

        /// An empty cell in `style`.
        public static func blank(_ style: Style = .plain) -> Cell { Cell(text: " ", width: 1, style: style) }

        /// The cell as `"text"/width/style`.
        public var description: String { "\(text.debugDescription)/\(width)/\(style)" }
    }

    /// Output the emulator refuses to interpret.
    public struct Failure: Error, CustomStringConvertible {
        /// What the output did wrong.
        public let description: String
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The grid, row by row.
    public private(set) var cells: [[Cell]]
    /// The cursor's 0-based row.
    public private(set) var cursorRow = 0
    /// The cursor's 0-based column.
    public private(set) var cursorColumn = 0
    /// The style text is drawn with.
    public private(set) var style = Style.plain
    /// Private modes set with `ESC [ ? n h` (true) or reset with `l` (false).
    public private(set) var modes: [Int: Bool] = [:]

    /// A blank terminal of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: .blank(), count: width), count: height)
    }

    /// Interprets `output`.
    public mutating func feed(_ output: String) throws(Failure) {
        var scalars = output.unicodeScalars[...]
        var text = ""
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                try write(text)
                text = ""
                try interpretEscape(&scalars)
            } else if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
                throw Failure(description: "unexpected control character U+\(String(scalar.value, radix: 16))")
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        try write(text)
    }

    /// The screen's rows as text, continuation cells skipped, trailing spaces kept.
    public var rows: [String] {
        cells.map { row in row.map(\.text).joined() }
    }

    private mutating func interpretEscape(_ scalars: inout Substring.UnicodeScalarView) throws(Failure) {
        guard scalars.popFirst() == "[" else { throw Failure(description: "ESC not followed by [") }
        var parameters = ""
        while let scalar = scalars.popFirst() {
            if (0x30...0x3F).contains(scalar.value) {
                parameters.unicodeScalars.append(scalar)
                continue
            }
            try interpretSequence(parameters: parameters, final: scalar)
            return
        }
        throw Failure(description: "unterminated control sequence ESC [\(parameters)")
    }

    private mutating func interpretSequence(parameters: String, final: Unicode.Scalar) throws(Failure) {
        if parameters.hasPrefix("?") {
            guard final == "h" || final == "l", let mode = Int(parameters.dropFirst()) else {
                throw Failure(description: "unsupported private sequence ESC [\(parameters)\(final)")
            }
            modes[mode] = final == "h"
            return
        }
        let numbers = try parameters.split(separator: ";", omittingEmptySubsequences: false).map {
            (part: Substring) throws(Failure) -> Int in
            if part.isEmpty { return 0 }
            guard let number = Int(part) else { throw Failure(description: "bad parameter \(part)") }
            return number
        }
        switch final {
        case "H":
            guard numbers.count <= 2 else { throw Failure(description: "CUP with \(numbers.count) parameters") }
            let row = max(numbers.first ?? 1, 1) - 1
            let column = max(numbers.count > 1 ? numbers[1] : 1, 1) - 1
            guard row < height, column < width else {
                throw Failure(description: "CUP outside the screen: \(parameters)")
            }
            cursorRow = row
            cursorColumn = column
        case "C":
            guard numbers.count <= 1 else { throw Failure(description: "CUF with \(numbers.count) parameters") }
            let count = max(numbers.first ?? 1, 1)
            guard cursorColumn + count < width else { throw Failure(description: "CUF past the right edge") }
            cursorColumn += count
        case "K":
            guard numbers == [] || numbers == [0] else { throw Failure(description: "unsupported EL \(parameters)") }
            try requireCursorOnScreen()
            if cells[cursorRow][cursorColumn].width == 0 {
                cells[cursorRow][cursorColumn - 1] = .blank(Style(background: style.background))
            }
            for column in cursorColumn..<width {
                cells[cursorRow][column] = .blank(Style(background: style.background))
            }
        case "J":
            guard numbers == [2] else { throw Failure(description: "unsupported ED \(parameters)") }
            cells = Array(
                repeating: Array(repeating: .blank(Style(background: style.background)), count: width),
                count: height
            )
        case "m":
            try applySelectGraphicRendition(numbers.isEmpty ? [0] : numbers)
        default:
            throw Failure(description: "unsupported sequence ESC [\(parameters)\(final)")
        }
    }

    private mutating func applySelectGraphicRendition(_ numbers: [Int]) throws(Failure) {
        var index = 0
        func color(_ numbers: [Int], _ index: inout Int) throws(Failure) -> Color {
            guard index + 1 < numbers.count else { throw Failure(description: "truncated extended colour") }
            switch numbers[index + 1] {
            case 5 where index + 2 < numbers.count && (0...255).contains(numbers[index + 2]):
                index += 2
                return .palette(UInt8(numbers[index]))
            case 2
            where index + 4 < numbers.count && numbers[(index + 2)...(index + 4)].allSatisfy({ (0...255).contains($0) }):
                index += 4
                return .rgb(
                    red: UInt8(numbers[index - 2]), green: UInt8(numbers[index - 1]), blue: UInt8(numbers[index]))
            default:
                throw Failure(description: "bad extended colour \(numbers)")
            }
        }
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.inverse = true
            case 9: style.strikethrough = true
            case 22:
                style.bold = false
                style.dim = false
            case 24: style.underline = false
            case 27: style.inverse = false
            case 29: style.strikethrough = false
            case 30...37: style.foreground = .ansi(UInt8(number - 30))
            case 39: style.foreground = nil
            case 40...47: style.background = .ansi(UInt8(number - 40))
            case 49: style.background = nil
            case 90...97: style.foreground = .ansi(UInt8(number - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(number - 100 + 8))
            case 38: style.foreground = try color(numbers, &index)
            case 48: style.background = try color(numbers, &index)
            default: throw Failure(description: "unsupported SGR parameter \(number)")
            }
            index += 1
        }
    }

    private func requireCursorOnScreen() throws(Failure) {
        guard cursorColumn < width, cursorRow < height else {
            throw Failure(description: "cursor past the right edge at \(cursorRow),\(cursorColumn)")
        }
    }

    private mutating func write(_ text: String) throws(Failure) {
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            guard characterWidth > 0 else {
                throw Failure(description: "zero-width grapheme \(String(character).debugDescription) written")
            }
            try requireCursorOnScreen()
            guard cursorColumn + characterWidth <= width else {
                throw Failure(description: "wide grapheme \(character) straddles the right edge")
            }
            for column in cursorColumn..<(cursorColumn + characterWidth) {
                // Overwriting either half of a wide grapheme blanks its other half.
                let old = cells[cursorRow][column]
                if old.width == 0 { cells[cursorRow][column - 1] = .blank(cells[cursorRow][column - 1].style) }
                if old.width == 2 { cells[cursorRow][column + 1] = .blank(cells[cursorRow][column + 1].style) }
            }
            cells[cursorRow][cursorColumn] = Cell(text: String(character), width: characterWidth, style: style)
            if characterWidth == 2 {
                cells[cursorRow][cursorColumn + 1] = Cell(text: "", width: 0, style: style)
            }
            cursorColumn += characterWidth
        }
    }
}

/// Asserts that the emulated screen shows exactly `screen`: every cell's grapheme, width and
/// style, and the cursor: shown at `screen.cursor`, or hidden when that is `nil`. The failure
/// names the first differing cell and both rows as text.
public func assertTerminal(
    _ terminal: VirtualTerminal,
    shows screen: ScreenBuffer,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard terminal.width == screen.width, terminal.height == screen.height else {
        XCTFail(
            "terminal is \(terminal.width)x\(terminal.height), screen \(screen.width)x\(screen.height)", file: file,
            line: line)
        return
    }
    if let cursor = screen.cursor {
        XCTAssertEqual(terminal.modes[25], true, "the cursor is shown \(message())", file: file, line: line)
        XCTAssertEqual(
            ScreenBuffer.Position(row: terminal.cursorRow, column: terminal.cursorColumn), cursor,
            "the cursor's position \(message())", file: file, line: line)
    } else {
        XCTAssertNotEqual(terminal.modes[25], true, "the cursor is hidden \(message())", file: file, line: line)
    }
    for row in 0..<screen.height {
        for column in 0..<screen.width {
            let cell = screen[row, column]
            let expected = VirtualTerminal.Cell(
                text: cell.isContinuation ? "" : String(cell.grapheme),
                width: Int(cell.width),
                style: cell.style
            )
            let actual = terminal.cells[row][column]
            if actual != expected {
                XCTFail(
                    """
                    cell \(row),\(column): terminal has \(actual), screen has \(expected) \(message())
                    terminal: \(terminal.rows[row].debugDescription)
                    screen:   \(screen.text(row: row).debugDescription)
                    """,
                    file: file,
                    line: line
                )
                return
            }
        }
    }
}
