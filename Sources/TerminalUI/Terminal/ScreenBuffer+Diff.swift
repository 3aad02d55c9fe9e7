// Turning one frame into the next with as little terminal output as reasonable.

extension ScreenBuffer {
    /// The terminal output that turns the screen showing `previous` into this one.
    ///
    /// Only changed cells are written. Within a row, a short stretch of unchanged cells between
    /// two changes is rewritten when that is cheaper than moving the cursor over it; a row whose
    /// end becomes blank is cleared with "erase to end of line". Each style change emits one
    /// complete SGR sequence. With no previous frame, or one of another size (the terminal was
    /// resized), the output erases the screen and draws everything.
    ///
    /// The output assumes the terminal's current style is the default and leaves it so, and
    /// assumes automatic wrapping is off (``ControlSequence/disableAutowrap``), as
    /// ``TerminalMode`` sets it. It ends with the cursor at ``cursor``, shown (or hidden, when
    /// that is `nil`); the cursor of a frame drawn from scratch counts as hidden before. An
    /// unchanged screen with an unchanged cursor produces "".
    ///
    /// ```swift
    /// let output = next.diff(from: current)  // write it, then current = next
    /// ```
    ///
    /// - Parameter previous: The frame the terminal shows now, or `nil` when unknown.
    /// - Returns: Control sequences and text.
    /// - Complexity: O(*w* × *h*) in the screen's size.
    public func diff(from previous: ScreenBuffer?) -> String {
        guard let previous, previous.width == width, previous.height == height else {
            var writer = DiffWriter(target: self, shown: ScreenBuffer(width: width, height: height))
            writer.output = ControlSequence.resetStyle + ControlSequence.eraseScreen
            return writer.write()
        }
        var writer = DiffWriter(target: self, shown: previous)
        return writer.write()
    }

    /// Whether terminals may draw `grapheme`, which ``DisplayWidth`` makes two columns wide, one
    /// column wide: any grapheme of several scalars (emoji with variation selectors, flags, joined
    /// sequences, keycaps).
    public static func hasUncertainWidth(_ grapheme: Character) -> Bool {
        let scalars = grapheme.unicodeScalars
        return scalars.index(after: scalars.startIndex) != scalars.endIndex
    }
}

/// The state of one diff: where the cursor is and which style is active.
private struct DiffWriter {
    /// The frame to reach.
    let target: ScreenBuffer

    /// The frame on the terminal.
    let shown: ScreenBuffer

    /// Everything written so far.
    var output = ""

    /// The cursor's row and column, or `nil` when unknown (at the start, and after writing the
    /// last column, where terminals disagree on where it stays).
    private var cursor: (row: Int, column: Int)?

    /// The style the terminal currently draws with.
    private var pen = Style.plain

    /// Runs of at least this many cells that become blank at the end of a row are erased rather
    /// than overwritten with spaces: `ESC [ K` is three bytes.
    private static let minimumEraseRun = 3

    init(target: ScreenBuffer, shown: ScreenBuffer) {
        self.target = target
        self.shown = shown
    }

    mutating func write() -> String {
        output.reserveCapacity(output.utf8.count + 64)
        for row in 0..<target.height { writeRow(row) }
        if pen != .plain { output += ControlSequence.resetStyle }
        if let position = target.cursor {
            // Drawing moved the terminal's cursor, so it is put back even when it stays put.
            if !output.isEmpty || shown.cursor != position {
                output += ControlSequence.moveCursor(row: position.row, column: position.column)
            }
            if shown.cursor == nil { output += ControlSequence.showCursor }
        } else if shown.cursor != nil {
            output += ControlSequence.hideCursor
        }
        return output
    }

    private func differs(_ row: Int, _ column: Int) -> Bool {
        target[row, column] != shown[row, column]
    }

    private mutating func writeRow(_ row: Int) {
        let width = target.width
        var blankTail = width
        while blankTail > 0 && target[row, blankTail - 1] == .blank { blankTail -= 1 }
        var column = 0
        while column < width {
            guard var start = (column..<width).first(where: { differs(row, $0) }) else { return }
            if target[row, start].isContinuation { start -= 1 }
            if start >= blankTail {
                let end = (start..<width).last { differs(row, $0) }! + 1
                if end - start >= Self.minimumEraseRun {
                    move(row: row, column: start)
                    setPen(.plain)
                    output += ControlSequence.eraseToEndOfLine
                } else {
                    move(row: row, column: start)
                    writeCells(row: row, columns: start..<end)
                }
                return
            }
            // A run stops where the blank tail starts, so the tail can be erased in one go.
            var end = start + 1
            while end < blankTail && (differs(row, end) || target[row, end].isContinuation) { end += 1 }
            move(row: row, column: start)
            writeCells(row: row, columns: start..<end)
            column = end
        }
    }

    /// Writes the cells in `columns` from the cursor, which is at their start.
    ///
    /// Terminals disagree on the width of some wide graphemes: tmux 3.3, for one, draws an emoji
    /// made of a text character and VARIATION SELECTOR-16 (🕷️, 🛡️) one column wide. Each such
    /// grapheme is therefore drawn so that either width ends up right: its second column is
    /// blanked first, the grapheme is written at an absolute position, and the next cell is
    /// positioned absolutely too.
    private mutating func writeCells(row: Int, columns: Range<Int>) {
        var positionUnknown = false
        for column in columns {
            let cell = target[row, column]
            if cell.isContinuation { continue }
            if positionUnknown {
                output += ControlSequence.moveCursor(row: row, column: column)
                positionUnknown = false
            }
            setPen(cell.style)
            if cell.width == 2 && ScreenBuffer.hasUncertainWidth(cell.grapheme) {
                output += ControlSequence.moveCursor(row: row, column: column + 1)
                output += " "
                output += ControlSequence.moveCursor(row: row, column: column)
                output.append(cell.grapheme)
                positionUnknown = true
            } else {
                output.append(cell.grapheme)
            }
        }
        cursor = !positionUnknown && columns.upperBound < target.width ? (row, columns.upperBound) : nil
    }

    private mutating func setPen(_ style: Style) {
        guard style != pen else { return }
        output += style.sgr
        pen = style
    }

    /// Moves the cursor, rewriting the unchanged cells in between when that is shorter.
    private mutating func move(row: Int, column: Int) {
        if let cursor, cursor.row == row {
            if cursor.column == column { return }
            if cursor.column < column {
                let jump = ControlSequence.moveCursorForward(column - cursor.column)
                let next = target[row, column].style
                let jumpCost = jump.utf8.count + (next == pen ? 0 : next.sgr.utf8.count)
                if rewriteCost(row: row, columns: cursor.column..<column, then: next) <= jumpCost {
                    writeCells(row: row, columns: cursor.column..<column)
                } else {
                    output += jump
                    self.cursor = (row, column)
                }
                return
            }
        }
        output += ControlSequence.moveCursor(row: row, column: column)
        cursor = (row, column)
    }

    /// The bytes needed to rewrite `columns` as they are, then switch to `next`.
    private func rewriteCost(row: Int, columns: Range<Int>, then next: Style) -> Int {
        var cost = 0
        var style = pen
        for column in columns {
            let cell = target[row, column]
            if cell.isContinuation { continue }
            if cell.style != style {
                cost += cell.style.sgr.utf8.count
                style = cell.style
            }
            cost += cell.grapheme.utf8.count
            // Two absolute moves and a blank; see `writeCells`.
            if cell.width == 2 && ScreenBuffer.hasUncertainWidth(cell.grapheme) { cost += 16 }
        }
        return cost + (next == style ? 0 : next.sgr.utf8.count)
    }
}
