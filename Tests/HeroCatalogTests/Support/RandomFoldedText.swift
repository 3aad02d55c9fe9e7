import Foundation
import TestSupport

@testable import HeroCatalog

/// Seeds for randomized tests: taken from the clock, so every run tries new cases, and printed,
/// so a failure (whose message must carry the seed too) can be replayed with `SplitMix64(seed:)`.
enum TestSeed {
    /// A fresh seed, printed with the name of the test that draws it.
    ///
    /// - Parameter test: The test's name.
    /// - Returns: The seed.
    static func fromClock(_ test: String = #function) -> UInt64 {
        let seed = UInt64(Date().timeIntervalSince1970 * 1_000)
        print("\(test) seed: \(seed)")
        return seed
    }
}

extension SplitMix64 {
    /// Characters that folded text is made of (``TextFolding``): ASCII letters and digits, and
    /// letters of other scripts whose UTF-8 bytes are not ASCII.
    static let foldedPieces =
        Array("abcdefghijklmnopqrstuvwxyz0123456789").map(String.init) + [
            "ж", "я", "σ", "λ", "ı", "雷", "神", "龍", "한", "カ",
        ]

    /// Random folded text of up to `maximumLength` characters, as UTF-8.
    ///
    /// - Parameters:
    ///   - maximumLength: The most characters (not bytes).
    ///   - pieces: What the text is made of: folded characters.
    /// - Returns: The bytes; empty sometimes.
    mutating func foldedText(maximumLength: Int, from pieces: [String] = foldedPieces) -> [UInt8] {
        let length = next(below: maximumLength + 1)
        return Array((0..<length).map { _ in pick(pieces) }.joined().utf8)
    }

    /// `count` bytes drawn from `alphabet`.
    ///
    /// - Parameters:
    ///   - count: How many bytes.
    ///   - alphabet: The bytes to draw from; not empty.
    /// - Returns: The bytes.
    mutating func bytes(_ count: Int, from alphabet: [UInt8]) -> [UInt8] {
        (0..<count).map { _ in pick(alphabet) }
    }

    /// Any `count` bytes, UTF-8 or not.
    ///
    /// - Parameter count: How many bytes.
    /// - Returns: The bytes.
    mutating func anyBytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
    }

    /// A random contiguous part of `text`, possibly empty.
    ///
    /// - Parameter text: Any bytes.
    /// - Returns: `text[start..<end]` for random `start <= end`.
    mutating func substring(of text: [UInt8]) -> ArraySlice<UInt8> {
        let start = next(below: text.count + 1)
        let end = start + next(below: text.count - start + 1)
        return text[start..<end]
    }
}

/// Calls `check` with random folded texts and random parts of each (eight a text), with a
/// description that carries the seed, which is drawn from the clock and printed.
///
/// - Parameters:
///   - rounds: How many texts.
///   - test: The test's name, printed with the seed.
///   - check: Checks one text, one of its parts and the description for failure messages.
func forRandomFoldedTextsAndTheirParts(
    rounds: Int = 2_000, test: String = #function,
    _ check: (_ text: [UInt8], _ part: ArraySlice<UInt8>, _ context: String) -> Void
) {
    let seed = TestSeed.fromClock(test)
    var random = SplitMix64(seed: seed)
    for round in 0..<rounds {
        let text = random.foldedText(maximumLength: 24)
        for _ in 0..<8 {
            let part = random.substring(of: text)
            check(text, part, "seed \(seed) round \(round): \(text) ⊇ \(Array(part))")
        }
    }
}

/// Whether `needle` occurs in `text`, by comparing at every position: the reference that the
/// search's fast paths must agree with.
///
/// - Parameters:
///   - needle: Any bytes; the empty needle occurs everywhere.
///   - text: Any bytes.
/// - Returns: `true` when some `text[i..<i + needle.count]` equals `needle`.
func naivelyContains(_ text: some Collection<UInt8>, _ needle: some Collection<UInt8>) -> Bool {
    let text = Array(text)
    let needle = Array(needle)
    guard needle.count <= text.count else { return false }
    return (0...(text.count - needle.count)).contains { start in
        text[start..<(start + needle.count)].elementsEqual(needle)
    }
}
