import XCTest

@testable import HeroCatalog

final class FoldedNameSetTests: XCTestCase {
    /// Adds `names` in order, as the hero file loader does, and returns which were new.
    private func inserted(_ names: [String]) -> [Bool] {
        var set = FoldedNameSet()
        var stored: [UInt8] = []
        var ends: [UInt32] = [0]
        return names.enumerated().map { hero, name in
            let bytes = Array(name.utf8)
            let new =
                bytes.allSatisfy { $0 < 0x80 }
                ? set.insert(
                    asciiName: bytes[...], hash: FoldedNameSet.hash(asciiName: bytes[...]), hero: hero, names: stored,
                    nameEnds: ends) : set.insert(name: name, names: stored, nameEnds: ends)
            stored += bytes
            ends.append(UInt32(stored.count))
            return new
        }
    }

    /// Whether the catalog's rule calls `name` a repeat of an earlier one, for each name.
    private func expected(_ names: [String]) -> [Bool] {
        var keys: Set<String> = []
        return names.map {
            keys.insert($0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)).inserted
        }
    }

    func testFindsRepeatsAsTheCatalogDoes() {
        let lists = [
            ["Hulk", "hulk", "HULK", "Hulk "],
            ["Café", "cafe", "CAFE\u{301}", "Cafe\u{301}", "café"],
            ["cafe", "Café"],
            ["kelvin", "\u{212A}elvin", "KELVIN"],
            ["\u{212A}elvin", "kelvin"],
            ["Ωmega", "ωmega", "\u{2126}mega"],
            ["Straße", "STRASSE", "strasse"],
            ["A", "Ａ", "ａ", "雷神", "雷", "神"],
            ["Spider-Man", "Spider Man", "spider-man", "SpiderMan"],
            ["İstanbul", "istanbul", "ISTANBUL"],
        ]
        for names in lists {
            XCTAssertEqual(inserted(names), expected(names), "\(names)")
        }
    }

    func testManyDistinctNames() {
        let names = (0..<3_000).map { "Hero \($0)" } + ["HERO 17", "hero 2999"]
        XCTAssertEqual(inserted(names), expected(names))
    }
}
