import RxCore
import TerminalUI

/// The search field as a control: a ``LineEditor`` whose text changes are observable, as a text
/// field's are through RxCocoa's `rx.text`.
///
/// The app hands it each key first; keys it does not use (↑, Enter, Esc) go to the table.
///
/// ```swift
/// let field = SearchField()
/// field.textChanges.subscribe(onNext: { print($0) })  // "" at once, then every change
/// field.handle(.text("spi"))                           // prints "spi"
/// ```
@MainActor
final class SearchField: ReactiveCompatible {
    /// The line being edited.
    private(set) var editor = LineEditor()

    /// The text, replayed to each new observer, then every change.
    private let relay = BehaviorRelay(value: "")

    /// Creates an empty field.
    init() {}

    /// The current text.
    var text: String { editor.text }

    /// The current text on subscription, then the text after each edit that changed it; never
    /// ends.
    var textChanges: Observable<String> { relay.asObservable() }

    /// Applies an editing key.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the field used the key (see ``LineEditor/handle(_:)``).
    @discardableResult
    func handle(_ key: Key) -> Bool {
        let before = editor.text
        let handled = editor.handle(key)
        if editor.text != before { relay.accept(editor.text) }
        return handled
    }

    /// Replaces the text, as a binding to the field does, and reports it if it changed.
    ///
    /// - Parameter text: The new text; the cursor goes to its end.
    func setText(_ text: String) {
        guard text != editor.text else { return }
        editor = LineEditor(text: text)
        relay.accept(editor.text)
    }

    /// What the field shows in `width` columns.
    ///
    /// - Parameter width: The field's width.
    /// - Returns: The visible text and the cursor's column.
    func render(width: Int) -> LineEditor.Rendering {
        editor.render(width: width)
    }
}
