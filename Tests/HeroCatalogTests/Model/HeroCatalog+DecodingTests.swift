import Foundation
import XCTest

@testable import HeroCatalog

final class HeroCatalogDecodingTests: XCTestCase {
    private let hulk = #"{"name": "Hulk", "universe": "Marvel", "team": "Avengers", "intro": "Big.", "icon": "💪"}"#

    func testSyntaxErrorsNameTheLineAndColumn() {
        assertDataError(
            "[\n  \(hulk)\n  \(hulk)\n]", #"invalid JSON at line 3, column 3: expected ',' or ']', found '{'"#)
        assertDataError(
            #"[{"name" "Hulk"}]"#, #"invalid JSON at line 1, column 10: expected ':' after the field name, found '"'"#)
        assertDataError("[\(hulk)", "invalid JSON at line 1, column 90: expected ',' or ']', found the end of the file")
        assertDataError("[\(hulk)] trailing", "invalid JSON at line 1, column 92: unexpected 't' after the JSON value")
        assertDataError(#"[{"name": "Hulk}]"#, #"invalid JSON at line 1, column 11: string is never closed"#)
    }

    func testEmptyAndBlankFilesAreReportedAsEmpty() {
        assertDataError("", "the file is empty")
        assertDataError(" \n\t\r\n", "the file is empty")
    }

    func testTopLevelMustBeAList() {
        assertDataError(hulk, "expected a JSON list of heroes at the top level")
        assertDataError(#""heroes""#, "expected a JSON list of heroes at the top level")
        assertDataError("null", "expected a JSON list of heroes at the top level")
    }

    func testEmptyListIsReported() {
        assertDataError("[]", "the list holds no heroes")
    }

    func testHeroesMustBeObjects() {
        assertDataError("[\(hulk), 42]", "hero 2: expected a JSON object")
        assertDataError("[null]", "hero 1: expected a JSON object")
    }

    func testMissingFieldsNameTheHeroAndField() {
        assertDataError(
            #"[{"name": "Hulk", "universe": "Marvel", "team": "Avengers", "icon": "💪"}]"#,
            #"hero 1: missing field "intro""#)
        assertDataError("[\(hulk), {}]", #"hero 2: missing field "name""#)
    }

    func testWrongTypesNameTheHeroAndField() {
        assertDataError(
            #"[{"name": 7, "universe": "Marvel", "team": "Avengers", "intro": "Big.", "icon": "💪"}]"#,
            #"hero 1: field "name" must be a string"#
        )
        assertDataError(
            #"[{"name": "Hulk", "universe": ["Marvel"], "team": "Avengers", "intro": "Big.", "icon": "💪"}]"#,
            #"hero 1: field "universe" must be a string"#
        )
        assertDataError(
            "[\(hulk), " + #"{"name": "Thor", "universe": "Marvel", "team": null, "intro": "Loud.", "icon": "🔨"}]"#,
            #"hero 2: field "team" must be a string, not null"#
        )
    }

    func testUnknownUniverseNamesTheAllowedValues() {
        assertDataError(
            #"[{"name": "Spawn", "universe": "Image", "team": "Solo", "intro": "Hell.", "icon": "👹"}]"#,
            #"hero 1: field "universe" is "Image", expected "Marvel" or "DC""#
        )
    }

    func testInvalidUTF8IsReported() {
        var bytes = Array("[{\"name\": \"Hu".utf8)
        bytes.append(0xFF)
        bytes += Array("lk\", \"universe\": \"Marvel\", \"team\": \"A\", \"intro\": \"B.\", \"icon\": \"💪\"}]".utf8)
        assertDataError(Data(bytes), "invalid JSON: the file is not UTF-8 text")
    }

    func testValidationRunsAfterDecoding() {
        assertDataError("[\(hulk), \(hulk)]", #"duplicate hero name "Hulk" (heroes 1 and 2)"#)
    }

    func testUnknownExtraFieldsAreIgnored() throws {
        let json =
            #"[{"name": "Hulk", "universe": "Marvel", "team": "Avengers", "intro": "Big.", "icon": "💪", "x": 1}]"#
        XCTAssertEqual(try HeroCatalog.decode(Data(json.utf8), file: "f").heroes.map(\.name), ["Hulk"])
    }
}
