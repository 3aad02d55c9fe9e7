/// The search field's model: a single line of text with a cursor, edited by keys.
///
/// The cursor counts grapheme clusters (`Character`s), so it never lands inside an emoji, a
/// flag or a letter with accents, and Backspace removes what the user sees as one character.
/// Typed text never contains line breaks or control characters.
///
/// ``render(width:)`` fits the line into a field of a given width, scrolling horizontally so the
/// cursor stays visible. The scroll position is remembered between renderings so the view only
/// moves when it has to (as in a text field), and slides back when text is deleted and more of
/// it fits again.
///
/// ```swift
/// var editor = LineEditor()
/// editor.handle(.text("spidr"))
/// editor.handle(.left)
/// editor.handle(.text("e"))
/// editor.text    // "spider", with the cursor before the "r"
/// editor.render(width: 20)  // Rendering(text: "spider", cursorColumn: 5)
/// ```
public struct LineEditor: Equatable, Sendable {
    /// What the field shows at a given width.
    public struct Rendering: Equatable, Sendable {
        /// The visible part of the text, at most the field's width in columns.
        public var text: String

        /// The column of the cursor within the field, 0-based; it is always inside the field.
        public var cursorColumn: Int

        /// Creates a rendering.
        ///
        /// - Parameters:
        ///   - text: The visible part of the text.
        ///   - cursorColumn: The column of the cursor within the field, 0-based.
        public init(text: String, cursorColumn: Int) {
            self.text = text
            self.cursorColumn = cursorColumn
        }
    }

    /// The line's text.
    public private(set) var text: String

    /// The number of characters (grapheme clusters) before the cursor.
    public private(set) var cursor: Int

    /// The index of the first character shown by the last rendering.
    public private(set) var scrollOffset = 0

    /// The number of characters of ``text``, kept so that typing and erasing at the end of a long
    /// line (a paste, then as many Backspaces) cost O(1) each, not a walk over the line.
    public private(set) var count = 0

    /// Creates an editor with the cursor at the end of `text`.
    ///
    /// - Parameter text: The initial text; control characters are removed.
    public init(text: String = "") {
        self.text = ""
        cursor = 0
        insert(text)
    }

    /// Applies an editing key.
    ///
    /// Text is inserted at the cursor; Backspace and Delete remove the character before or after
    /// the cursor; Ctrl-U clears the line; ←, →, Home, End (and Ctrl-A, Ctrl-E) move the cursor;
    /// Alt-b and Alt-f move it a word left and right, and Alt-Backspace removes the word before it.
    /// A word is a run of letters and digits.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the key is an editing key (even when it changed nothing, such as ← at
    ///   the start); `false` for keys the field leaves to others, such as ↑ or Enter.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .text(let typed): insert(typed)
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .control("u"): clear()
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, count)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = count
        case .alt(.text("b")): cursor = wordStart(before: cursor)
        case .alt(.text("f")): cursor = wordEnd(after: cursor)
        case .alt(.backspace): deleteWordBackward()
        default: return false
        }
        return true
    }

    /// Inserts text at the cursor and moves the cursor after it.
    ///
    /// - Parameter typed: The text; control characters (line breaks, tabs, escapes) are removed.
    /// - Complexity: O(*m*) for *m* characters typed at the end of the line; O(*n*) in the
    ///   length of the line elsewhere.
    public mutating func insert(_ typed: String) {
        let clean = typed.filter { character in
            !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
        guard !clean.isEmpty else { return }
        if cursor == count {
            // Typed at the end: only the last character can merge with what is typed (a
            // combining mark after its base, a second regional indicator), so only the two are
            // counted together; the rest keeps its count.
            let last = text.last
            text += clean
            count += last.map { (String($0) + clean).count - 1 } ?? clean.count
            cursor = count
            return
        }
        let index = text.index(text.startIndex, offsetBy: cursor)
        let insertionEnd = text.utf8.distance(from: text.startIndex, to: index) + clean.utf8.count
        text.insert(contentsOf: clean, at: index)
        count = text.count
        // The inserted text may merge with the character after it (a combining mark typed
        // before its base): then the cursor goes after the merged character.
        let boundary = text.utf8.index(text.startIndex, offsetBy: insertionEnd)
        cursor = text.distance(from: text.startIndex, to: boundary)
        if String.Index(boundary, within: text) == nil { cursor += 1 }
        cursor = min(cursor, count)
    }

    /// Removes the character before the cursor, if any.
    ///
    /// - Complexity: O(1) at the end of the line, O(*n*) elsewhere.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        if cursor == count {
            // What is left before the last character ends where a character ended.
            text.removeLast()
            count -= 1
            cursor = count
            return
        }
        let end = text.index(text.startIndex, offsetBy: cursor)
        text.remove(at: text.index(before: end))
        // Taking a character out of the middle can join its neighbours into one (Hangul jamo).
        count = text.count
        cursor = min(cursor - 1, count)
    }

    /// Removes the character after the cursor, if any.
    public mutating func deleteForward() {
        guard cursor < count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        count = text.count
        cursor = min(cursor, count)
    }

    /// Removes the word before the cursor and the separators between it and the cursor.
    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        guard start < cursor else { return }
        let lower = text.index(text.startIndex, offsetBy: start)
        let upper = text.index(lower, offsetBy: cursor - start)
        text.removeSubrange(lower..<upper)
        count = text.count
        cursor = min(start, count)
    }

    /// Removes all text.
    public mutating func clear() {
        text = ""
        count = 0
        cursor = 0
        scrollOffset = 0
    }

    /// Fits the line into a field `width` columns wide.
    ///
    /// The view scrolls as little as needed to keep the cursor's cell (the character under the
    /// cursor, or one blank column after the text) inside the field. Widths come from
    /// ``DisplayWidth``; a wide character that would straddle the field's right edge is left out.
    ///
    /// - Parameter width: The field's width in columns.
    /// - Returns: The visible text and the cursor's column; empty with column 0 when `width` is 0
    ///   or less.
    /// - Complexity: O(*n*) in the length of the line.
    public mutating func render(width: Int) -> Rendering {
        guard width > 0 else { return Rendering(text: "", cursorColumn: 0) }
        let characters = Array(text)
        let widths = characters.map { DisplayWidth.of($0) }
        let cursorCell = cursor < characters.count ? max(widths[cursor], 1) : 1
        var offset = min(scrollOffset, cursor)
        // Scroll right until the cursor's cell fits, then left while the rest of the line (and
        // a blank column after it) still fits.
        var beforeCursor = widths[offset..<cursor].reduce(0, +)
        while offset < cursor && beforeCursor + cursorCell > width {
            beforeCursor -= widths[offset]
            offset += 1
        }
        var toEnd = widths[offset...].reduce(0, +)
        while offset > 0 && toEnd + widths[offset - 1] + 1 <= width {
            offset -= 1
            toEnd += widths[offset]
            beforeCursor += widths[offset]
        }
        scrollOffset = offset
        var visible = ""
        var used = 0
        for index in offset..<characters.count {
            guard used + widths[index] <= width else { break }
            visible.append(characters[index])
            used += widths[index]
        }
        return Rendering(text: visible, cursorColumn: beforeCursor)
    }

    /// The position of the start of the word before `position`, skipping separators first.
    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The position of the end of the word after `position`, skipping separators first.
    private func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
