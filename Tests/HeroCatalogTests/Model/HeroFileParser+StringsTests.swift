import Foundation
import XCTest

@testable import HeroCatalog

final class HeroFileParserStringsTests: XCTestCase {
    /// The name the parser reads from `escaped`, written as the name's JSON text; `nil` when it
    /// declines.
    private func name(_ escaped: String) -> [UInt8]? {
        name(Array(escaped.utf8))
    }

    private func name(_ escaped: [UInt8]) -> [UInt8]? {
        let json =
            Array("[{\"universe\": \"DC\", \"team\": \"T\", \"intro\": \"I\", \"icon\": \"x\", \"name\": \"".utf8)
            + escaped + Array("\"}]".utf8)
        return parsedHeroes(json).map { $0[0][0] }
    }

    func testEachSimpleEscape() {
        let escapes: [(String, UInt8)] = [
            (#"\""#, 0x22), (#"\\"#, 0x5C), (#"\/"#, 0x2F), (#"\b"#, 0x08), (#"\f"#, 0x0C), (#"\n"#, 0x0A),
            (#"\r"#, 0x0D), (#"\t"#, 0x09),
        ]
        for (escape, byte) in escapes {
            XCTAssertEqual(name(escape), [byte], escape)
            XCTAssertEqual(name("a" + escape + "b"), [0x61, byte, 0x62], escape)
        }
    }

    func testUnicodeEscapes() {
        XCTAssertEqual(name(#"\u0041"#), Array("A".utf8))
        XCTAssertEqual(name(#"Caf\u00e9"#), Array("Café".utf8))
        XCTAssertEqual(name(#"Caf\u00E9"#), Array("Café".utf8))
        XCTAssertEqual(name(#"\u20ac"#), [0xE2, 0x82, 0xAC])
        XCTAssertEqual(name(#"\u0000"#), [0x00])
        XCTAssertEqual(name(#"\u007f"#), [0x7F])
        XCTAssertEqual(name(#"\uffff"#), [0xEF, 0xBF, 0xBF])
        XCTAssertEqual(name(#"\ud83e\uddb8"#), Array("🦸".utf8))
        XCTAssertEqual(name(#"\uD83E\uDDB8x\ud800\udc00"#), Array("🦸x\u{10000}".utf8))
        XCTAssertEqual(name(#"\udbff\udfff"#), Array("\u{10FFFF}".utf8))
    }

    func testEscapesAgreeWithTheDecoder() throws {
        let names = [#"\u00e9\"\\\/\b\f\n\r\t"#, #"\ud83e\uddb8 and \u2603"#, #"x\u0000y"#]
        for escaped in names {
            let json =
                "[{\"name\": \"\(escaped)\", \"universe\": \"DC\", \"team\": \"T\", \"intro\": \"I\", \"icon\": \"x\"}]"
            let decoded = try JSONDecoder().decode([Hero.Fields].self, from: Data(json.utf8))
            XCTAssertEqual(name(escaped), Array(decoded[0].name.utf8), escaped)
        }
    }

    func testRawUTF8IsPassedThrough() {
        for text in ["é", "€", "雷神", "🦸", "a\u{7F}b", "e\u{301}", "\u{FFFF}", "\u{10FFFF}"] {
            XCTAssertEqual(name(text), Array(text.utf8), text.debugDescription)
        }
    }

    func testEveryPositionOfAStringEndEscapeOrMultiByteCharacter() {
        // The scanner reads eight bytes at a time: try each special byte at every offset.
        for length in 0..<20 {
            let prefix = String(repeating: "a", count: length)
            XCTAssertEqual(name(prefix), Array(prefix.utf8), "\(length)")
            XCTAssertEqual(name(prefix + #"\n"# + prefix), Array((prefix + "\n" + prefix).utf8), "\(length)")
            XCTAssertEqual(name(prefix + "é" + prefix), Array((prefix + "é" + prefix).utf8), "\(length)")
            XCTAssertEqual(name(prefix + "~!#[]{}" + prefix), Array((prefix + "~!#[]{}" + prefix).utf8), "\(length)")
            XCTAssertNil(name(Array(prefix.utf8) + [0x01] + Array(prefix.utf8)), "\(length)")
            XCTAssertNil(name(Array(prefix.utf8) + [0xFF] + Array(prefix.utf8)), "\(length)")
        }
    }

    func testEscapedStringsOfManyHeroesInOneBatch() {
        let heroes = (0..<40).map {
            heroObject(name: #"\u00c9\#($0)"#, team: #"T\"\#($0)"#, intro: "plain", icon: #"\u26a1"#)
        }
        let parsed = parsedHeroes("[" + heroes.joined(separator: ", ") + "]")
        XCTAssertEqual(parsed, (0..<40).map { heroFields("É\($0)", "Marvel", "T\"\($0)", "plain", "⚡") })
    }

    func testDeclinesLoneSurrogates() {
        for escaped in [
            #"\ud800"#, #"\ud800x"#, #"\ud800\u0041"#, #"\ud800\ud800"#, #"\udc00"#, #"\udfff\ud800"#,
            #"\ud83e\uddb8\ud83e"#, #"\ud800\n"#,
        ] {
            XCTAssertNil(name(escaped), escaped)
        }
    }

    func testDeclinesBadEscapes() {
        for escaped in [#"\x"#, #"\u12"#, #"\u12G4"#, #"\U0041"#, #"\'"#, #"\ "#, #"\0"#, #"\a"#, "\\\u{E9}"] {
            XCTAssertNil(name(escaped), escaped)
        }
    }

    func testDeclinesRawControlCharacters() {
        for byte: UInt8 in [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F] {
            XCTAssertNil(name([0x61, byte]), "\(byte)")
            XCTAssertNil(name(Array(#"\n"#.utf8) + [byte]), "\(byte) after an escape")
        }
    }

    func testDeclinesInvalidUTF8() {
        let invalid: [[UInt8]] = [
            [0xFF], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC3], [0xC3, 0x41], [0xE0, 0x80, 0x80],
            [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE2, 0x82], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0xA6], [0xF8, 0x88, 0x80, 0x80, 0x80],
        ]
        for bytes in invalid {
            XCTAssertNil(name(bytes), "\(bytes)")
            XCTAssertNil(name(Array(#"\n"#.utf8) + bytes), "\(bytes) after an escape")
            // The decoder rejects them too.
            XCTAssertNil(String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }

    func testDeclinesAStringThatNeverEnds() {
        for json in [#"[{"name": "Hulk"#, #"[{"name": "Hulk\"#, #"[{"name": "Hulk\u00"#, #"[{"name": "\ud83e\ud"#] {
            assertParserDeclines(json)
        }
    }
}
