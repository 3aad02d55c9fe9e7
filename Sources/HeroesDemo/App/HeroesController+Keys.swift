import TerminalUI

// Keys: a batch of them handled in order and drawn as one frame, the keys that act on the table
// kept until the table shows what was typed before them, and what each key does.

extension HeroesController {
    /// Handles one key; see ``handle(_:)-([Key])``.
    ///
    /// - Parameter key: The key pressed.
    func handle(_ key: Key) {
        handle([key])
    }

    /// Handles a batch of keys in order, keeping each key that acts on the table (and every key
    /// after it) for when the table shows the result of the keys before it; then draws one frame
    /// and hands the field's text to the view model.
    ///
    /// - Parameter keys: The keys of one read, in order.
    func handle(_ keys: [Key]) {
        for key in keys {
            if key == .control("c") {
                onQuit?()
                return
            }
            if !waitingKeys.isEmpty || (isWaitingForResult && Self.actsOnTable(key)) {
                waitingKeys.append(key)
                continue
            }
            if key == .control("z") {
                display()
                submitText()
                onSuspend?()
                continue
            }
            process(key)
        }
        display()
        submitText()
    }

    /// Hands the field's text to the view model, if it changed since it was last handed over.
    func submitText() {
        if submittedText.value != field.text { submittedText.accept(field.text) }
    }

    /// Whether a key acts on the rows of the table, and so must wait for the table to show what
    /// was typed before it.
    ///
    /// - Parameter key: A key.
    /// - Returns: `true` for Enter, ↑, ↓, PgUp and PgDn.
    nonisolated static func actsOnTable(_ key: Key) -> Bool {
        switch key {
        case .enter, .up, .down, .pageUp, .pageDown: true
        default: false
        }
    }

    func process(_ key: Key) {
        // A mouse report or a sequence nothing handles changes nothing, open details included.
        if case .unknown = key { return }
        if key != .enter { details.cancelRequest() }
        if details.isOpen {
            switch key {
            case .enter, .escape:
                details.close()
                renderLoop.setNeedsDisplay()
                return
            case .up, .down, .pageUp, .pageDown, .control("l"):
                break
            default:
                // A key that edits the query starts a new search, which closes the details; one
                // that only moves the field's cursor, or that nothing handles, leaves them open.
                let before = field.text
                guard field.handle(key) else { return }
                if field.text != before { details.close() }
                renderLoop.setNeedsDisplay()
                return
            }
        }
        if field.handle(key) {
            renderLoop.setNeedsDisplay()
            return
        }
        switch key {
        case .escape:
            onQuit?()
            return
        case .up: table.moveSelection(by: -1)
        case .down: table.moveSelection(by: 1)
        case .pageUp: table.movePage(by: -1)
        case .pageDown: table.movePage(by: 1)
        case .enter:
            if details.enter(selected: selectedHero) == .needsSelection { table.moveSelection(by: 0) }
        case .control("l"): renderLoop.invalidate()
        default: break
        }
        renderLoop.setNeedsDisplay()
    }

    /// Handles the waiting keys in order, until one of them starts a search whose result the
    /// rest must wait for.
    func handleWaitingKeys() {
        guard !waitingKeys.isEmpty else { return }
        var handled = 0
        while handled < waitingKeys.count && !(isWaitingForResult && Self.actsOnTable(waitingKeys[handled])) {
            let key = waitingKeys[handled]
            handled += 1
            if key == .control("z") {
                display()
                submitText()
                onSuspend?()
            } else {
                process(key)
            }
        }
        waitingKeys.removeFirst(handled)
        display()
        submitText()
    }
}
