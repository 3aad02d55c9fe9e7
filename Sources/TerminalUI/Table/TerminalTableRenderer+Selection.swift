import SectionedData

// The selection and the window: moving the selection by rows or pages, scrolling so it stays
// visible, and keeping it in place on the screen while the lines change under it.

extension TerminalTableRenderer {
    /// Where the selected row is on the screen, to put it back there after the lines change.
    public struct SelectionAnchor {
        /// The selected row's line minus ``TerminalTableRenderer/top``.
        public var screenOffset: Int
    }

    /// Sets the number of lines the window shows, scrolling so the selection stays visible.
    ///
    /// - Parameter height: The window's height in lines; negative counts as 0.
    public func setViewportHeight(_ height: Int) {
        guard height != viewportHeight else { return }
        viewportHeight = max(height, 0)
        clampTop()
        scrollToSelection()
    }

    /// The index in ``lines`` of the selected row.
    ///
    /// - Complexity: O(1) while nothing animates (the lines are then each header followed by its
    ///   rows); O(*n*) in the number of lines during an animation.
    public var selectedLine: Int? {
        selectedPath.flatMap(lines.index(ofRow:))
    }

    /// Moves the selection by `delta` lines (rows, skipping headers and deleted rows), scrolling
    /// as needed, and reports the row it leaves through ``itemDeselectedEvents``, then the new
    /// selection through ``itemSelectedEvents``.
    ///
    /// With no selection, any move selects the first row in the window.
    ///
    /// - Parameter delta: Lines down (positive) or up (negative).
    public func moveSelection(by delta: Int) {
        let target: Int?
        if let current = selectedLine {
            let wanted = min(max(current + delta, 0), max(lines.count - 1, 0))
            target = nearestRow(from: wanted, preferringDown: delta >= 0)
        } else {
            target = nearestRow(from: min(top, max(lines.count - 1, 0)), preferringDown: true)
        }
        select(line: target)
    }

    /// Moves the selection and the window by a page (the window's height less one line, so one
    /// line of context stays).
    ///
    /// - Parameter pages: Pages down (positive) or up (negative).
    public func movePage(by pages: Int) {
        let step = max(viewportHeight - 1, 1) * pages
        top += step
        clampTop()
        if selectedLine == nil {
            select(line: nearestRow(from: min(top, max(lines.count - 1, 0)), preferringDown: true))
        } else {
            moveSelection(by: step)
        }
    }

    /// Where the selected row is on the screen now.
    public func selectionAnchor() -> SelectionAnchor? {
        selectedLine.map { SelectionAnchor(screenOffset: $0 - top) }
    }

    /// Scrolls so the selected row is back at its place on the screen (as far as the lines
    /// allow), or just keeps the window within the lines when nothing is selected.
    ///
    /// - Parameter anchor: Where the selected row was.
    public func restore(_ anchor: SelectionAnchor?) {
        if let anchor, let line = selectedLine {
            top = line - anchor.screenOffset
        }
        clampTop()
        scrollToSelection()
    }

    /// Keeps ``top`` within the lines, so the window never starts past the last full page.
    public func clampTop() {
        top = min(max(top, 0), max(lines.count - viewportHeight, 0))
    }

    private func select(line: Int?) {
        guard let line, case .row(let path) = lines[line].content else { return }
        let previous = selectedPath
        selectedPath = path
        scrollToSelection()
        onNeedsDisplay?()
        guard path != previous else { return }
        if let previous { deselections.send(previous) }
        selections.send(path)
    }

    /// Scrolls the least needed to show the selected row; a section's first row brings its header
    /// into view too.
    private func scrollToSelection() {
        guard let line = selectedLine, viewportHeight > 0 else { return }
        if line < top {
            let showsHeader = line > 0 && { if case .header = lines[line - 1].content { true } else { false } }()
            top = showsHeader ? line - 1 : line
        } else if line >= top + viewportHeight {
            top = line - viewportHeight + 1
        }
        clampTop()
    }

    /// The row line nearest to `line`, looking in the preferred direction first.
    private func nearestRow(from line: Int, preferringDown: Bool) -> Int? {
        guard !lines.isEmpty else { return nil }
        func isRow(_ index: Int) -> Bool { lines[index].path != nil }
        let down = (line..<lines.count).first(where: isRow)
        let up = (0...line).reversed().first(where: isRow)
        return preferringDown ? (down ?? up) : (up ?? down)
    }
}
