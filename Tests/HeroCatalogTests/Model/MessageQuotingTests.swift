import XCTest

@testable import HeroCatalog

final class MessageQuotingTests: XCTestCase {
    func testShortValuesAreQuotedWithEscapes() {
        let forty = String(repeating: "a", count: MessageQuoting.maximumLength)
        XCTAssertEqual(MessageQuoting.quoted(forty), "\"\(forty)\"")
        XCTAssertEqual(MessageQuoting.quoted("雷神 🕷️\t"), #""雷神 🕷️\t""#)
        XCTAssertEqual(MessageQuoting.quoted("say \"hi\"\n"), #""say \"hi\"\n""#)
        XCTAssertEqual(MessageQuoting.quoted(""), #""""#)
        XCTAssertFalse(MessageQuoting.isShortened(forty))
    }

    func testLongValuesAreCutWithTheirLength() {
        let forty = String(repeating: "a", count: MessageQuoting.maximumLength)
        XCTAssertEqual(MessageQuoting.quoted(forty + "b"), "\"\(forty)…\" (41 characters)")
        XCTAssertTrue(MessageQuoting.isShortened(forty + "b"))
        XCTAssertEqual(MessageQuoting.quoted("abcdef", maximumLength: 3), #""abc…" (6 characters)"#)
        XCTAssertEqual(MessageQuoting.quoted("a\tbcdef", maximumLength: 3), #""a\tb…" (7 characters)"#)
    }

    func testShortPlainPathsReadAsWritten() {
        XCTAssertEqual(MessageQuoting.path("data/heroes.json"), "data/heroes.json")
        XCTAssertEqual(MessageQuoting.path("my heroes.json"), "my heroes.json")
        XCTAssertEqual(MessageQuoting.path("héros/雷神.json"), "héros/雷神.json")
        let longest = String(repeating: "p", count: MessageQuoting.maximumPathLength)
        XCTAssertEqual(MessageQuoting.path(longest), longest)
    }

    func testPathsThatNeedEscapesOrAreLongAreQuoted() {
        XCTAssertEqual(MessageQuoting.path("two\nlines.json"), #""two\nlines.json""#)
        XCTAssertEqual(MessageQuoting.path(#"say"hi".json"#), #""say\"hi\".json""#)
        let path = "/tmp/" + String(repeating: "d", count: 3995)
        let expected =
            "\"/tmp/" + String(repeating: "d", count: MessageQuoting.maximumPathLength - 5)
            + "…\" (4000 characters)"
        XCTAssertEqual(MessageQuoting.path(path), expected)
    }
}
