/// A virtual terminal screen: a grid of cells, each holding one grapheme and its style.
///
/// The renderer draws every frame into a fresh `ScreenBuffer` as if it were painting the whole
/// screen, then writes only the difference from the frame before (see
/// ``diff(from:)``). That keeps drawing code simple (no bookkeeping of what is already on the
/// screen) and the terminal traffic small: an idle frame costs nothing, a moved selection a few
/// dozen bytes.
///
/// Wide graphemes (CJK, emoji) occupy two cells: the left one holds the grapheme
/// (``Cell/width`` 2), the right one is its continuation (width 0). Writing over either half of a
/// wide grapheme blanks the other half, as terminals do, so the buffer never holds half a
/// character. Text is clipped at the right edge; a wide grapheme that would straddle it becomes
/// a blank. Graphemes that occupy no column of their own (a lone combining mark, control
/// characters) are dropped: they must never reach the terminal raw.
///
/// ```swift
/// var screen = ScreenBuffer(width: 20, height: 2)
/// screen.put("雷神 Thor", row: 0, column: 0, style: Style(bold: true))
/// screen.text(row: 0)  // "雷神 Thor" followed by spaces to 20 columns
/// ```
public struct ScreenBuffer: Equatable, Sendable {
    /// One cell of the grid.
    public struct Cell: Hashable, Sendable {
        /// The grapheme drawn in this cell; a space for blanks and for the right half of a wide
        /// grapheme.
        public var grapheme: Character

        /// Columns the grapheme spans: 1, 2 for the left half of a wide grapheme, 0 for its right
        /// half (the continuation).
        public var width: UInt8

        /// How the cell is drawn.
        public var style: Style

        /// An empty cell in the terminal's default look, as after erasing the screen.
        public static let blank = Cell(grapheme: " ", width: 1, style: .plain)

        /// Whether this is the right half of a wide grapheme.
        public var isContinuation: Bool { width == 0 }

        /// A space in `style`.
        ///
        /// - Parameter style: The style the blank keeps (a background colour stays visible).
        /// - Returns: A one-column blank cell.
        public static func blank(_ style: Style) -> Cell {
            Cell(grapheme: " ", width: 1, style: style)
        }
    }

    /// The number of columns.
    public let width: Int

    /// The number of rows.
    public let height: Int

    /// Whether styles keep their colours; with `.disabled`, every style written is reduced with
    /// ``Style/withoutColor()``.
    public let colorSupport: ColorSupport

    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// A cell of the grid.
    public struct Position: Hashable, Sendable {
        /// The 0-based row.
        public var row: Int

        /// The 0-based column.
        public var column: Int

        /// Creates a position.
        ///
        /// - Parameters:
        ///   - row: The 0-based row.
        ///   - column: The 0-based column.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// Where the terminal's own cursor is shown once the frame is drawn (where the user types, so
    /// that input methods open their window there), or `nil` to keep it hidden.
    ///
    /// ``diff(from:)`` ends its output by moving the cursor here. A position outside the grid
    /// counts as `nil`.
    public var cursor: Position? {
        get { storedCursor }
        set {
            storedCursor = newValue.flatMap {
                (0..<height).contains($0.row) && (0..<width).contains($0.column) ? $0 : nil
            }
        }
    }

    private var storedCursor: Position?

    /// Creates a blank screen.
    ///
    /// - Parameters:
    ///   - width: Columns; negative values count as 0.
    ///   - height: Rows; negative values count as 0.
    ///   - colorSupport: Whether colours are kept.
    public init(width: Int, height: Int, colorSupport: ColorSupport = .enabled) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.colorSupport = colorSupport
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a position.
    ///
    /// - Parameters:
    ///   - row: A row in `0..<height`.
    ///   - column: A column in `0..<width`.
    public subscript(row: Int, column: Int) -> Cell {
        precondition((0..<height).contains(row) && (0..<width).contains(column), "cell outside the screen")
        return cells[row * width + column]
    }

    /// Writes text into one row, starting at a column.
    ///
    /// Text is laid out grapheme by grapheme using ``DisplayWidth``. Graphemes left of column 0
    /// and right of the last column are clipped (a wide grapheme cut by either edge leaves a
    /// blank in the visible half); zero-width graphemes are dropped. Nothing is written to a row
    /// outside the screen.
    ///
    /// - Parameters:
    ///   - text: Text without line breaks.
    ///   - row: The row.
    ///   - column: The column of the first grapheme; may be negative.
    ///   - style: The style of every written cell.
    /// - Returns: The column after the last cell written, at most `width`.
    /// - Complexity: O(*n*) in the length of `text`, with a byte-wise path for printable ASCII.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, row: Int, column: Int, style: Style = .plain) -> Int {
        guard (0..<height).contains(row), column < width else { return min(max(column, 0), width) }
        let style = style.adapted(to: colorSupport)
        var column = column
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            for byte in text.utf8 {
                if column >= width { break }
                if column >= 0 {
                    place(Character(Unicode.Scalar(byte)), columns: 1, row: row, column: column, style: style)
                }
                column += 1
            }
            _checkInvariants(row: row)
            return min(max(column, 0), width)
        }
        for character in text {
            if column >= width { break }
            let characterWidth = DisplayWidth.of(character)
            if characterWidth == 0 { continue }
            if column < 0 {
                // The right half of a wide grapheme cut by the left edge shows as a blank.
                if column + characterWidth > 0 { place(" ", columns: 1, row: row, column: 0, style: style) }
            } else if column + characterWidth > width {
                place(" ", columns: 1, row: row, column: column, style: style)
            } else {
                place(character, columns: characterWidth, row: row, column: column, style: style)
            }
            column += characterWidth
        }
        _checkInvariants(row: row)
        return min(max(column, 0), width)
    }

    /// Fills part of a row with spaces in a style, for backgrounds and clearing.
    ///
    /// - Parameters:
    ///   - row: The row; nothing happens outside the screen.
    ///   - columns: The columns; clipped to the screen.
    ///   - style: The style of the spaces.
    public mutating func fill(row: Int, columns: Range<Int>, style: Style = .plain) {
        guard (0..<height).contains(row) else { return }
        let style = style.adapted(to: colorSupport)
        for column in columns.clamped(to: 0..<width) {
            place(" ", columns: 1, row: row, column: column, style: style)
        }
        _checkInvariants(row: row)
    }

    /// Blanks the whole screen.
    public mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
        _checkInvariants()
    }

    /// The characters of one row as text, one character per grapheme (continuations skipped),
    /// including trailing spaces.
    ///
    /// - Parameter row: A row in `0..<height`.
    /// - Returns: Text exactly `width` columns wide.
    public func text(row: Int) -> String {
        var line = ""
        for column in 0..<width {
            let cell = self[row, column]
            if !cell.isContinuation { line.append(cell.grapheme) }
        }
        return line
    }

    /// Every row as text, without trailing spaces, for tests and snapshots.
    public var lines: [String] {
        (0..<height).map { row in
            var line = text(row: row)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Checks that every wide grapheme is whole: a left half is followed by its continuation,
    /// with the same style, and a continuation follows a left half.
    ///
    /// - Returns: A description of the first broken cell, or `nil` when the grid is consistent.
    public func invariantViolation() -> String? {
        for row in 0..<height {
            if let violation = invariantViolation(row: row) { return violation }
        }
        return nil
    }

    /// ``invariantViolation()`` for one row.
    private func invariantViolation(row: Int) -> String? {
        for column in 0..<width {
            let cell = self[row, column]
            if cell.width == 2 {
                guard column + 1 < width, self[row, column + 1].isContinuation,
                    self[row, column + 1].style == cell.style
                else { return "wide grapheme at \(row),\(column) has no matching continuation" }
            } else if cell.isContinuation {
                guard column > 0, self[row, column - 1].width == 2 else {
                    return "continuation at \(row),\(column) follows no wide grapheme"
                }
            }
        }
        return nil
    }

    /// Stops a debug build when a mutation broke the grid: the cell count must match the size and
    /// `row` (the row written to, or every row) must hold whole wide graphemes. A row costs
    /// O(*width*), so writing text stays linear.
    public func _checkInvariants(row: Int? = nil) {
        #if DEBUG
            precondition(cells.count == width * height, "ScreenBuffer: \(cells.count) cells for \(width)x\(height)")
            if let row {
                if let violation = invariantViolation(row: row) { preconditionFailure("ScreenBuffer: \(violation)") }
            } else if let violation = invariantViolation() {
                preconditionFailure("ScreenBuffer: \(violation)")
            }
        #endif
    }

    /// Writes one grapheme of width 1 or 2 at a position that fits it, first blanking the other
    /// half of any wide grapheme it partly covers.
    private mutating func place(_ character: Character, columns: Int, row: Int, column: Int, style: Style) {
        let first = row * width + column
        let last = first + columns - 1
        if cells[first].isContinuation { cells[first - 1] = .blank(cells[first - 1].style) }
        if cells[last].width == 2 { cells[last + 1] = .blank(cells[last + 1].style) }
        cells[first] = Cell(grapheme: character, width: UInt8(columns), style: style)
        if columns == 2 { cells[last] = Cell(grapheme: " ", width: 0, style: style) }
    }
}
