import Foundation
import TestSupport
import XCTest

@testable import HeroCatalog

final class HeroFileLoaderTests: XCTestCase {
    /// Every field of every hero as UTF-8 bytes, to compare catalogs byte for byte (`Hero`'s
    /// `==` compares strings, which ignores the spelling of canonically equivalent text).
    private func fieldBytes(_ catalog: HeroCatalog) -> [[[UInt8]]] {
        catalog.heroes.map { hero in
            [hero.name, hero.universe.rawValue, hero.team, hero.intro, hero.icon].map { Array($0.utf8) }
        }
    }

    /// Asserts that the loader and Foundation's path agree on `bytes`: when the loader returns a
    /// catalog, Foundation's path returns one with the same heroes, field for field and byte for
    /// byte, and the same numbering of teams; and ``HeroCatalog/decode(_:file:)`` returns what
    /// Foundation's path returns, or throws what it throws.
    ///
    /// - Returns: Whether the loader took the file.
    @discardableResult
    private func assertAgreesWithFoundation(
        _ bytes: [UInt8], _ context: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let data = Data(bytes)
        let fast = HeroFileLoader.catalog(from: data)
        let slow = Result { () throws(HeroDataError) in try HeroCatalog.decodeWithFoundation(data, file: "f.json") }
        let decoded = Result { () throws(HeroDataError) in try HeroCatalog.decode(data, file: "f.json") }
        let description = "\(context()) \(String(decoding: bytes, as: UTF8.self).debugDescription)"
        switch (fast, slow) {
        case (let fast?, .success(let slow)):
            XCTAssertEqual(fieldBytes(fast), fieldBytes(slow), description, file: file, line: line)
            let (fastStore, slowStore) = (fast.heroes[0].store, slow.heroes[0].store)
            XCTAssertEqual(fastStore.teams, slowStore.teams, description, file: file, line: line)
            XCTAssertEqual(
                Array(fastStore.teamNumbers), Array(slowStore.teamNumbers), description, file: file, line: line)
        case (_?, .failure(let error)):
            XCTFail(
                "the loader took a file Foundation's path rejects (\(error)): \(description)", file: file, line: line)
        case (nil, _):
            break
        }
        switch (decoded, slow) {
        case (.success(let decoded), .success(let slow)):
            XCTAssertEqual(fieldBytes(decoded), fieldBytes(slow), description, file: file, line: line)
        case (.failure(let decoded), .failure(let slow)):
            XCTAssertEqual(decoded, slow, description, file: file, line: line)
        default:
            XCTFail("decode gave \(decoded), Foundation's path \(slow): \(description)", file: file, line: line)
        }
        return fast != nil
    }

    private func assertLoads(_ json: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            assertAgreesWithFoundation(Array(json.utf8), file: file, line: line), "declined", file: file, line: line)
    }

    private func assertDeclines(_ json: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(
            assertAgreesWithFoundation(Array(json.utf8), file: file, line: line), "took", file: file, line: line)
    }

    private func list(_ heroes: String...) -> String { "[" + heroes.joined(separator: ", ") + "]" }

    // MARK: What the loader takes

    func testTheBundledDataTakesTheFastPath() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "heroes", withExtension: "json"))
        let bytes = try [UInt8](Data(contentsOf: url))
        XCTAssertTrue(assertAgreesWithFoundation(bytes), "the bundled data was left to Foundation's path")
        XCTAssertEqual(try HeroCatalog.bundled(), HeroFileLoader.catalog(from: Data(bytes)))
    }

    func testValidHeroesLoadAsFoundationLoadsThem() {
        assertLoads(list(heroObject()))
        assertLoads(list(heroObject(), heroObject(name: "Araña", team: "Équipe", intro: "雷神 ⚡", icon: "🛠️")))
        assertLoads(list(heroObject(name: #"Caf\u00e9"#, team: #"A\"B"#, intro: #"x\ud83e\uddb8y"#, icon: #"\u26a1"#)))
        assertLoads(
            list(heroObject(icon: "👍🏽"), heroObject(name: "Thor", icon: "🇫🇷"), heroObject(name: "Loki", icon: "e\u{301}"))
        )
        assertLoads(list(heroObject(name: "A\u{7F}".replacingOccurrences(of: "\u{7F}", with: "b"))))
    }

    func testCanonicallyEquivalentTeamsAreStoredAsTheFirstSpelling() {
        for (first, second) in [
            ("Équipe", "E\u{301}quipe"), ("E\u{301}quipe", "Équipe"), ("K-Force", "\u{212A}-Force"),
            ("\u{212A}-Force", "K-Force"), ("\u{212A}-Force", #"\u212a-Force"#),
        ] {
            let json = list(
                heroObject(name: "A", team: first, intro: first), heroObject(name: "B", team: second, intro: second),
                heroObject(name: "C", team: first, intro: second))
            assertLoads(json)
            let heroes = HeroFileLoader.catalog(from: Data(json.utf8))?.heroes ?? []
            XCTAssertEqual(heroes.map { Array($0.team.utf8) }, Array(repeating: Array(first.utf8), count: 3), json)
        }
    }

    func testFoldingIsASCIILowerCaseForEveryASCIICharacter() {
        // FoldedNameSet compares ASCII names by their lower case: the catalog's folding must agree.
        for byte in UInt8(0x20)...UInt8(0x7E) {
            for (before, after) in [("", ""), ("x", "y"), ("A", "a"), ("e", ""), ("", "e")] {
                let name = before + String(UnicodeScalar(byte)) + after
                let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                XCTAssertEqual(Array(folded.utf8), Array(name.lowercased().utf8), name.debugDescription)
            }
        }
    }

    // MARK: What the loader declines

    func testDeclinesEveryBrokenField() {
        for text in SplitMix64.brokenTexts {
            let escaped = String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
            for field in ["name", "team", "intro", "icon"] {
                let hero = heroObject().replacingOccurrences(of: #""\#(field)": "#, with: #""old-\#(field)": "#)
                assertDeclines(list(String(hero.dropLast()) + #", "\#(field)": \#(escaped)}"#))
            }
        }
    }

    func testDeclinesIconsOfMoreThanOneCharacter() {
        for icon in ["ab", "👍👍", "⚡ ", "xé", "🇫🇷🇫🇷"] {
            assertDeclines(list(heroObject(icon: icon)))
        }
    }

    func testDeclinesNamesEqualButForCaseOrAccents() {
        for (first, second) in [
            ("Hulk", "hulk"), ("Hulk", "HULK"), ("Café", "cafe"), ("Café", "CAFE\u{301}"),
            ("cafe", "Cafe\u{301}"), ("Zoë", "zoe"), ("Araña", "ARANA"), ("kelvin", "\u{212A}elvin"),
            ("Ωmega", "ωmega"),
            ("Ωmega", "\u{2126}mega"), ("Straße", "STRASSE"), ("Hulk", #"\u0048ulk"#),
        ] {
            assertDeclines(list(heroObject(name: first), heroObject(name: second, team: "Other")))
        }
    }

    func testTakesNamesThatDifferInSpacesOrWidth() {
        // The catalog tells these apart; only search and sorting ignore spaces and width.
        assertLoads(list(heroObject(name: "Spider-Man"), heroObject(name: "Spider Man"), heroObject(name: "SpiderMan")))
        assertLoads(list(heroObject(name: "A"), heroObject(name: "Ａ"), heroObject(name: "雷神"), heroObject(name: "雷")))
    }

    // MARK: Against Foundation's path

    func testRandomFilesAgreeWithFoundation() {
        let seed = TestSeed.fromClock()
        var random = SplitMix64(seed: seed)
        var taken = 0
        var mutated = 0
        let rounds = 3_000
        for round in 0..<rounds {
            let (bytes, mutation) = random.heroFile()
            if mutation != "none" { mutated += 1 }
            if assertAgreesWithFoundation(bytes, "seed \(seed) round \(round) (mutation: \(mutation))") {
                taken += 1
            }
        }
        // Both paths must be exercised, or the test proves little.
        XCTAssertGreaterThan(taken, rounds / 10, "seed \(seed): the loader took \(taken) of \(rounds) files")
        XCTAssertGreaterThan(rounds - taken, rounds / 10, "seed \(seed): the loader declined \(rounds - taken)")
        XCTAssertGreaterThan(mutated, rounds / 10, "seed \(seed)")
    }

    func testASCIIChecksAgreeWithTheByteRulesForEveryByteInEveryPlace() {
        for length in [1, 7, 8, 9, 17] {
            for position in 0..<length {
                for byte in UInt8(0)...UInt8(255) {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    bytes[position] = byte
                    let context = "length \(length), byte \(byte) at \(position)"
                    XCTAssertEqual(HeroFileLoader.isASCII(bytes[...]), byte < 0x80, context)
                    let printable =
                        (0x20...0x7E).contains(byte) && !(byte == 0x20 && (position == 0 || position == length - 1))
                    XCTAssertEqual(HeroFileLoader.isValidASCII(bytes[...]), printable, context)
                }
            }
        }
    }
}
