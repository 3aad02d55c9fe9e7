@testable import TerminalUI

/// Decodes `input` in one piece, then signals a pause, as the input reader does when no more
/// bytes come.
func decodeAll(_ input: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(input) + decoder.inputPaused()
}

/// Decodes `input` cut at the offsets `cuts`, then signals a pause. Adjacent text events are
/// joined, since a cut may split one run of text into two events.
func decodeInPieces(_ input: [UInt8], cuts: [Int]) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var start = 0
    for cut in cuts + [input.count] {
        keys += decoder.decode(input[start..<cut])
        start = cut
    }
    keys += decoder.inputPaused()
    return joiningText(keys)
}

/// `keys` with adjacent text events joined into one.
func joiningText(_ keys: [Key]) -> [Key] {
    var joined: [Key] = []
    for key in keys {
        if case .text(let next) = key, case .text(let previous)? = joined.last {
            joined[joined.count - 1] = .text(previous + next)
        } else {
            joined.append(key)
        }
    }
    return joined
}
