/// One keystroke (or one run of typed text) read from the terminal.
///
/// Printable text arrives as ``text(_:)``, a whole run at a time: a paste or fast typing read
/// in one go is one event, not one per character. Control keys are named by the letter typed
/// with Ctrl, lowercased: Ctrl-C is `.control("c")`, Ctrl-U is `.control("u")`. The control
/// bytes that have keys of their own (Enter, Tab, Backspace, Esc) are reported as those keys.
/// Keys typed with Alt wrap the key typed: Alt-f is `.alt(.text("f"))`.
///
/// ```swift
/// switch key {
/// case .text(let typed): editor.insert(typed)
/// case .control("c"), .escape: quit()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
    /// Printable text: one or more characters, never containing control characters.
    case text(String)

    /// Enter or Return (CR, or LF; a CR LF pair is one Enter).
    case enter

    /// Tab.
    case tab

    /// Backspace (DEL, 0x7F, or BS, 0x08).
    case backspace

    /// The forward Delete key.
    case delete

    /// Esc pressed on its own.
    case escape

    /// Arrow up.
    case up

    /// Arrow down.
    case down

    /// Arrow left.
    case left

    /// Arrow right.
    case right

    /// Page Up.
    case pageUp

    /// Page Down.
    case pageDown

    /// Home.
    case home

    /// End.
    case end

    /// A control character without a key of its own, named by the character typed with Ctrl:
    /// a lowercase letter, or one of `@ \ ] ^ _`.
    case control(Character)

    /// A key pressed with Alt (or Meta), which terminals send as `ESC` followed by the key:
    /// Alt-b is `.alt(.text("b"))`, Alt-Backspace is `.alt(.backspace)`.
    indirect case alt(Key)

    /// An escape sequence the decoder does not know (function keys, modified keys it does not
    /// map, mouse reports), with its bytes, so a caller can ignore it knowingly.
    case unknown([UInt8])
}
