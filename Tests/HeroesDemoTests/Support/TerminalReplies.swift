/// Input a terminal sends that is not a key, for tests that check none of it reaches the query:
/// replies to queries (OSC, DCS, APC strings), mouse reports (SGR and X10), and a CSI sequence
/// with many parameters.
enum TerminalReplies {
    private static let escape: UInt8 = 0x1B
    private static let stringTerminator: [UInt8] = [escape, UInt8(ascii: "\\")]

    /// One sample of each kind, as bytes.
    static let samples: [[UInt8]] = [
        [escape] + Array("]11;rgb:0000/0000/0000".utf8) + [0x07],
        [escape] + Array("P1$r0m".utf8) + stringTerminator,
        [escape] + Array("_Gi=1;OK".utf8) + stringTerminator,
        [escape] + Array("[<0;12;5M".utf8) + [escape] + Array("[<0;12;5m".utf8),
        [escape, UInt8(ascii: "["), UInt8(ascii: "M"), 0x20, 0xE9, 0x41],
        [escape, UInt8(ascii: "[")] + Array(Array(repeating: "9;", count: 60).joined().utf8) + [UInt8(ascii: "u")],
    ]
}

/// The details of Batman as a 30-column screen shows them in six rows.
let batmanDetailsAtThirtyColumns = [
    "  ┌────────────────────────┐",
    "  │ 🦇  Batman             │",
    "  │ DC · Justice League    │",
    "  │ Bruce Wayne fights…    │",
    "  │ Enter or Esc to close  │",
    "  └────────────────────────┘",
]
