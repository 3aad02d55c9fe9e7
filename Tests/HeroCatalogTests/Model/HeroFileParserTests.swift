import Foundation
import XCTest

@testable import HeroCatalog

final class HeroFileParserTests: XCTestCase {
    private let hulk = heroObject()
    private let hulkFields = heroFields("Hulk", "Marvel", "Avengers", "Big.", "💪")

    func testReadsEveryHeroInFileOrder() {
        let json = "[\(hulk), \(heroObject(name: "Batman", universe: "DC", team: "Solo", intro: "Rich.", icon: "🦇"))]"
        XCTAssertEqual(parsedHeroes(json), [hulkFields, heroFields("Batman", "DC", "Solo", "Rich.", "🦇")])
    }

    func testKeysComeInAnyOrder() {
        let json = #"[{"icon": "💪", "intro": "Big.", "team": "Avengers", "universe": "Marvel", "name": "Hulk"}]"#
        XCTAssertEqual(parsedHeroes(json), [hulkFields])
    }

    func testUnknownKeysWithStringValuesAreSkipped() {
        let json =
            #"[{"x": "1", "name": "Hulk", "universe": "Marvel", "nom": "H\u00e9", "team": "Avengers", "x": "2", "#
            + #""intro": "Big.", "icon": "💪", "é": "", "names": "Thor", "Name": "Loki"}]"#
        XCTAssertEqual(parsedHeroes(json), [hulkFields])
    }

    func testWhitespaceMayComeBetweenAnyTokens() {
        let json =
            " \t\r\n[ \n{ \"name\"\t:\r\"Hulk\" ,\n\"universe\" : \"Marvel\" , \"team\":\"Avengers\",\"intro\""
            + ":  \"Big.\" ,\"icon\" :\"💪\"\n}\r\n,\t\(hulk.replacingOccurrences(of: "Hulk", with: "Thor")) ]\n\n"
        XCTAssertEqual(parsedHeroes(json), [hulkFields, heroFields("Thor", "Marvel", "Avengers", "Big.", "💪")])
    }

    func testTrailingCommasAreAcceptedAsTheDecoderAcceptsThem() throws {
        let json = #"[{"name": "Hulk", "universe": "Marvel", "team": "Avengers", "intro": "Big.", "icon": "💪",}, ]"#
        XCTAssertEqual(parsedHeroes(json), [hulkFields])
        // The parser may only accept what Foundation's decoder accepts, with the same result.
        let decoded = try JSONDecoder().decode([Hero.Fields].self, from: Data(json.utf8))
        XCTAssertEqual(decoded.map(\.name), ["Hulk"])
    }

    func testHeroesArriveInBatches() {
        for count in [1, HeroFileParser.batchSize - 1, HeroFileParser.batchSize, 2 * HeroFileParser.batchSize + 5] {
            let heroes = (0..<count).map { heroObject(name: "Hero \($0)", intro: "Number \\u00e9\($0).") }
            let parsed = parsedHeroes("[" + heroes.joined(separator: ",") + "]")
            XCTAssertEqual(
                parsed, (0..<count).map { heroFields("Hero \($0)", "Marvel", "Avengers", "Number é\($0).", "💪") },
                "\(count) heroes")
        }
    }

    func testUniverseMayBeEscaped() {
        XCTAssertEqual(
            parsedHeroes("[\(heroObject(universe: #"\u0044C"#))]"), [heroFields("Hulk", "DC", "Avengers", "Big.", "💪")])
        XCTAssertEqual(parsedHeroes("[\(heroObject(universe: #"Marv\u0065l"#))]"), [hulkFields])
    }

    func testNonASCIIFieldsArePassedAsTheirBytes() {
        let json = "[\(heroObject(name: "Araña", team: "Équipe", intro: "雷神 ⚡", icon: "🛠️"))]"
        XCTAssertEqual(parsedHeroes(json), [heroFields("Araña", "Marvel", "Équipe", "雷神 ⚡", "🛠️")])
    }

    func testDeclinesWhatIsNotAListOfHeroObjects() {
        for json in [
            "", " ", "[]", "[ \n ]", "{}", hulk, #""heroes""#, "null", "[null]", "[42]", "[[\(hulk)]]",
            "[\(hulk), 42]", "[{}]", "[\(hulk), {}]",
        ] {
            assertParserDeclines(json)
        }
    }

    func testDeclinesAByteOrderMark() {
        assertParserDeclines([0xEF, 0xBB, 0xBF] + Array("[\(hulk)]".utf8))
    }

    func testDeclinesAMissingField() {
        for key in ["name", "universe", "team", "intro", "icon"] {
            let json = hulk.replacingOccurrences(of: #""\#(key)": "#, with: #""other": "#)
            assertParserDeclines("[\(json)]")
        }
    }

    func testDeclinesARepeatedField() {
        // The decoder keeps the first value; the parser leaves that to it.
        for key in ["name", "universe", "team", "intro", "icon"] {
            assertParserDeclines("[\(hulk.dropLast()), \"\(key)\": \"Hulk\"}]")
        }
    }

    func testDeclinesValuesThatAreNotStrings() {
        for value in ["7", "-1.5e3", "null", "true", "false", "[]", #"["Hulk"]"#, "{}", #"{"a": "b"}"#] {
            assertParserDeclines("[\(hulk.replacingOccurrences(of: #""Hulk""#, with: value))]")
            assertParserDeclines("[\(hulk.dropLast()), \"unknown\": \(value)}]")
        }
    }

    func testDeclinesAnEscapedKey() {
        assertParserDeclines("[\(hulk.replacingOccurrences(of: #""name""#, with: #""n\u0061me""#))]")
        assertParserDeclines("[\(hulk.dropLast()), \"un\\u006Bnown\": \"x\"}]")
    }

    func testDeclinesAnUnknownUniverse() {
        for universe in ["Image", "marvel", "DC ", " DC", "", "Marvel\\u0000", "D\\u0043\\u0043"] {
            assertParserDeclines("[\(heroObject(universe: universe))]")
        }
    }

    func testDeclinesBrokenSyntax() {
        let broken = [
            "[\(hulk)", "[\(hulk),", "[\(hulk) \(hulk)]", "[\(hulk),,]", "[,\(hulk)]", "[,]",
            "[\(hulk)] x", "[\(hulk)]]", #"[{"name" "Hulk"}]"#, #"[{, "name": "Hulk"}]"#,
            "[\(hulk.dropLast()),,}]", "[\(hulk.dropLast())]", "[/* c */\(hulk)]", "[\(hulk)]\u{0}",
            "[\u{0C}\(hulk)]", "[\u{A0}\(hulk)]", "[\(hulk)]\u{0B}", #"[{"name": "Hulk}]"#, "[{\"name",
            "[{\"name\": ", "[{'name': 'Hulk'}]",
        ]
        for json in broken {
            assertParserDeclines(json)
        }
    }

    func testEveryCutOfAValidFileIsDeclined() {
        let bytes = Array("[\(hulk), \(heroObject(name: "Th\\u00f6r"))]".utf8)
        XCTAssertNotNil(parsedHeroes(bytes))
        for end in 0..<bytes.count {
            // A cut that leaves only white space after the list cannot happen: the list ends the file.
            assertParserDeclines(Array(bytes[..<end]))
        }
    }
}
