import XCTest

@testable import HeroCatalog

final class HeroDataErrorTests: XCTestCase {
    func testEveryProblemReadsAsOneLineNamingTheFile() {
        let cases: [(HeroDataError.Problem, String)] = [
            (.fileNotFound, "no such file"),
            (.unreadable(reason: "permission denied"), "cannot read the file: permission denied"),
            (.tooLarge(limit: 1 << 30), "the file is larger than 1 GiB, the most a data file may hold"),
            (.emptyFile, "the file is empty"),
            (
                .invalidJSON(location: "line 2, column 5", detail: "expected a value"),
                "invalid JSON at line 2, column 5: expected a value"
            ),
            (
                .invalidJSON(location: nil, detail: "the file is not UTF-8 text"),
                "invalid JSON: the file is not UTF-8 text"
            ),
            (.notAList, "expected a JSON list of heroes at the top level"),
            (.noHeroes, "the list holds no heroes"),
            (.notAnObject(hero: 4), "hero 4: expected a JSON object"),
            (.missingField(hero: 2, field: "intro"), #"hero 2: missing field "intro""#),
            (.wrongType(hero: 3, field: "name", expected: "a string"), #"hero 3: field "name" must be a string"#),
            (
                .invalidValue(hero: 5, name: "Hulk", field: "icon", reason: "is empty"),
                #"hero 5 ("Hulk"): field "icon" is empty"#
            ),
            (.invalidValue(hero: 5, name: nil, field: "name", reason: "is empty"), #"hero 5: field "name" is empty"#),
            (.duplicateName("Thor", firstHero: 1, secondHero: 9), #"duplicate hero name "Thor" (heroes 1 and 9)"#),
        ]
        for (problem, expected) in cases {
            XCTAssertEqual(
                HeroDataError(file: "data/heroes.json", problem: problem).description, "data/heroes.json: " + expected)
        }
    }

    func testSizesAreSaidInTheLargestExactUnit() {
        XCTAssertEqual(HeroDataError.byteCount(0), "0 bytes")
        XCTAssertEqual(HeroDataError.byteCount(1), "1 byte")
        XCTAssertEqual(HeroDataError.byteCount(1023), "1023 bytes")
        XCTAssertEqual(HeroDataError.byteCount(1024), "1 KiB")
        XCTAssertEqual(HeroDataError.byteCount(1025), "1025 bytes")
        XCTAssertEqual(HeroDataError.byteCount(3 << 20), "3 MiB")
        XCTAssertEqual(HeroDataError.byteCount(1536 << 20), "1536 MiB")
        XCTAssertEqual(HeroDataError.byteCount(2 << 30), "2 GiB")
    }

    func testValuesFromTheFileCannotBreakTheLine() {
        let error = HeroDataError(
            file: "f", problem: .duplicateName("Two\nLines \"quoted\"", firstHero: 1, secondHero: 2))
        XCTAssertEqual(error.description, #"f: duplicate hero name "Two\nLines \"quoted\"" (heroes 1 and 2)"#)
    }

    func testLongValuesAreQuotedShortenedWithTheirLength() {
        let long = String(repeating: "x\n", count: 5_000_000)
        let error = HeroDataError(file: "f", problem: .duplicateName(long, firstHero: 1, secondHero: 2))
        XCTAssertEqual(
            error.description,
            #"f: duplicate hero name ""# + String(repeating: #"x\n"#, count: 20)
                + #"…" (10000000 characters) (heroes 1 and 2)"#)
        let named = HeroDataError(
            file: "f", problem: .invalidValue(hero: 3, name: long, field: "team", reason: "is empty"))
        XCTAssertLessThan(named.description.utf8.count, 200)
    }

    func testALongOrUnusualPathIsQuotedAndShortened() {
        let path = "/tmp/" + String(repeating: "d", count: 3995)
        let error = HeroDataError(file: path, problem: .fileNotFound)
        XCTAssertEqual(
            error.description,
            "\"/tmp/" + String(repeating: "d", count: 115) + "…\" (4000 characters): no such file")
        XCTAssertLessThan(error.description.utf8.count, 160)
        XCTAssertEqual(
            HeroDataError(file: "a\nb.json", problem: .emptyFile).description, #""a\nb.json": the file is empty"#)
    }
}
