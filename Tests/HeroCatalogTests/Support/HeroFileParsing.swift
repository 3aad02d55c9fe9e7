import Foundation
import XCTest

@testable import HeroCatalog

/// What ``HeroFileParser`` makes of a file: each hero's name, universe, team, intro and icon as
/// UTF-8 bytes, or `nil` when it declines the file.
///
/// - Parameter bytes: The file's bytes.
/// - Returns: The heroes' fields in file order, or `nil`.
func parsedHeroes(_ bytes: [UInt8]) -> [[[UInt8]]]? {
    var heroes: [[[UInt8]]] = []
    let complete = HeroFileParser.parse(bytes) { batch in
        XCTAssertLessThanOrEqual(batch.count, HeroFileParser.batchSize)
        for hero in batch {
            heroes.append(
                [
                    Array(hero.name), Array(hero.universe.rawValue.utf8), Array(hero.team), Array(hero.intro),
                    Array(hero.icon),
                ])
        }
        return true
    }
    return complete ? heroes : nil
}

/// What ``HeroFileParser`` makes of `json`; see ``parsedHeroes(_:)-([UInt8])``.
func parsedHeroes(_ json: String) -> [[[UInt8]]]? {
    parsedHeroes(Array(json.utf8))
}

/// One hero's fields as ``parsedHeroes(_:)`` gives them.
func heroFields(_ name: String, _ universe: String, _ team: String, _ intro: String, _ icon: String) -> [[UInt8]] {
    [name, universe, team, intro, icon].map { Array($0.utf8) }
}

/// A hero object with the usual five string fields, written as given (escapes and all).
func heroObject(
    name: String = "Hulk", universe: String = "Marvel", team: String = "Avengers", intro: String = "Big.",
    icon: String = "💪"
) -> String {
    #"{"name": "\#(name)", "universe": "\#(universe)", "team": "\#(team)", "intro": "\#(intro)", "icon": "\#(icon)"}"#
}

/// Asserts that ``HeroFileParser`` declines `bytes`.
func assertParserDeclines(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertNil(
        parsedHeroes(bytes), "accepted \(String(decoding: bytes, as: UTF8.self).debugDescription)", file: file,
        line: line)
}

/// Asserts that ``HeroFileParser`` declines `json`.
func assertParserDeclines(_ json: String, file: StaticString = #filePath, line: UInt = #line) {
    assertParserDeclines(Array(json.utf8), file: file, line: line)
}
