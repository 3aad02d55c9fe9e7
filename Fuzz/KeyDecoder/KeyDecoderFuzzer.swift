// libFuzzer target: KeyDecoder on arbitrary terminal input. It must not crash, must give the
// same keys however `read(2)` splits the bytes (text typed in one piece arrives as one `.text`
// key, so adjacent text keys are joined before comparing), and must keep no more than an escape
// sequence's worth of bytes pending. Built with the decoder's sources in one module by
// Scripts/fuzz.sh.

/// The keys with adjacent `.text` keys joined, so that keys decoded from differently split input
/// compare equal.
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

func decodeAll(_ pieces: [ArraySlice<UInt8>]) -> (keys: [Key], pending: Int) {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var mostPending = 0
    for piece in pieces {
        keys += decoder.decode(piece)
        mostPending = max(mostPending, decoder.pending.count)
    }
    keys += decoder.inputPaused()
    return (joiningText(keys), mostPending)
}

/// libFuzzer's entry point: runs the key decoder on one input and stops the program if a property fails.
///
/// - Parameters:
///   - data: The input bytes.
///   - size: How many bytes `data` holds.
/// - Returns: 0, which tells libFuzzer to keep the input if it reached new code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    // The first byte chooses where to split the rest.
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let split = bytes.isEmpty ? 0 : Int(data[0]) % (bytes.count + 1)
    let whole = decodeAll([bytes[...]])
    let pieces = decodeAll([bytes[..<split], bytes[split...]])
    let byteByByte = decodeAll(bytes.indices.map { bytes[$0...$0] })
    precondition(
        whole.keys == pieces.keys, "split at \(split) gives \(pieces.keys), whole gives \(whole.keys): \(bytes)")
    precondition(
        whole.keys == byteByByte.keys, "byte by byte gives \(byteByByte.keys), whole gives \(whole.keys): \(bytes)")
    // Pending input is at most an escape sequence being read, or half a UTF-8 character.
    precondition(
        byteByByte.pending <= KeyDecoder.maximumSequenceLength + 1, "\(byteByByte.pending) bytes pending: \(bytes)")
    return 0
}
