import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class OptionsTests: XCTestCase {
    func testNoArgumentsShowsEveryBundledHero() throws {
        let options = try Options.parse([])
        XCTAssertFalse(options.showsHelp)
        XCTAssertEqual(options.query, "")
        XCTAssertEqual(options.dataSource, .bundled)
    }

    func testQueryTakesTheNextArgumentOrAnInlineValue() throws {
        XCTAssertEqual(try Options.parse(["--query", "spider"]).query, "spider")
        XCTAssertEqual(try Options.parse(["--query=x-men"]).query, "x-men")
        XCTAssertEqual(try Options.parse(["--query", "two words"]).query, "two words")
        XCTAssertEqual(try Options.parse(["--query", ""]).query, "")
        XCTAssertEqual(try Options.parse(["--query="]).query, "")
        XCTAssertEqual(try Options.parse(["--query=a=b"]).query, "a=b")
    }

    func testQueryMayStartWithASingleDash() throws {
        XCTAssertEqual(try Options.parse(["--query", "-man"]).query, "-man")
    }

    func testDataTakesAPath() throws {
        XCTAssertEqual(try Options.parse(["--data", "/tmp/heroes.json"]).dataSource, .file(path: "/tmp/heroes.json"))
        XCTAssertEqual(try Options.parse(["--data=my heroes.json"]).dataSource, .file(path: "my heroes.json"))
    }

    func testSyntheticTakesACountUpToTheMaximum() throws {
        XCTAssertEqual(try Options.parse(["--synthetic", "100000"]).dataSource, .synthetic(count: 100_000))
        XCTAssertEqual(try Options.parse(["--synthetic=1"]).dataSource, .synthetic(count: 1))
        XCTAssertEqual(
            try Options.parse(["--synthetic", "\(SyntheticHeroes.maximumCount)"]).dataSource,
            .synthetic(count: SyntheticHeroes.maximumCount)
        )
    }

    func testOptionsCombineInAnyOrder() throws {
        let options = try Options.parse(["--synthetic", "50", "--query", "nova"])
        XCTAssertEqual(options.query, "nova")
        XCTAssertEqual(options.dataSource, .synthetic(count: 50))
        let reversed = try Options.parse(["--query", "nova", "--synthetic", "50"])
        XCTAssertEqual(reversed, options)
    }

    func testHelpInEitherSpelling() throws {
        XCTAssertTrue(try Options.parse(["--help"]).showsHelp)
        XCTAssertTrue(try Options.parse(["-h"]).showsHelp)
    }

    func testHelpWinsOverOtherOptionsAndErrors() throws {
        var expected = Options()
        expected.showsHelp = true
        XCTAssertEqual(try Options.parse(["--query", "spider", "--help"]), expected)
        XCTAssertEqual(try Options.parse(["--bogus", "--help"]), expected)
        XCTAssertEqual(try Options.parse(["--synthetic", "0", "-h"]), expected)
        XCTAssertEqual(try Options.parse(["--help=yes"]), expected)
        XCTAssertEqual(try Options.parse(["--query", "-h"]), expected)
    }

    func testUnknownOptions() {
        assertParseError(["--colour"], .unknownOption("--colour"))
        assertParseError(["--colour=red"], .unknownOption("--colour"))
        assertParseError(["-q", "spider"], .unknownOption("-q"))
        assertParseError(["--QUERY", "spider"], .unknownOption("--QUERY"))
    }

    func testPositionalArgumentsAreRejected() {
        assertParseError(["spider"], .unexpectedArgument("spider"))
        assertParseError(["--query", "spider", "man"], .unexpectedArgument("man"))
        assertParseError(["-"], .unexpectedArgument("-"))
        assertParseError(["-5"], .unexpectedArgument("-5"))
    }

    func testMissingValues() {
        assertParseError(["--query"], .missingValue(option: "--query"))
        assertParseError(["--data"], .missingValue(option: "--data"))
        assertParseError(["--synthetic"], .missingValue(option: "--synthetic"))
        assertParseError(["--query", "--data", "x.json"], .missingValue(option: "--query"))
    }

    func testInvalidValues() {
        let expectedCount = "a whole number from 1 to \(SyntheticHeroes.maximumCount)"
        assertParseError(
            ["--synthetic", "0"], .invalidValue(option: "--synthetic", value: "0", expected: expectedCount))
        assertParseError(
            ["--synthetic", "-5"],
            .invalidValue(option: "--synthetic", value: "-5", expected: expectedCount)
        )
        assertParseError(
            ["--synthetic", "ten"],
            .invalidValue(option: "--synthetic", value: "ten", expected: expectedCount)
        )
        assertParseError(
            ["--synthetic", "\(SyntheticHeroes.maximumCount + 1)"],
            .invalidValue(option: "--synthetic", value: "1000001", expected: expectedCount)
        )
        assertParseError(
            ["--synthetic=99999999999999999999"],
            .invalidValue(option: "--synthetic", value: "99999999999999999999", expected: expectedCount)
        )
        assertParseError(
            ["--data", ""],
            .invalidValue(option: "--data", value: "", expected: "the path of a JSON file")
        )
    }

    func testRepeatedOptionsAreRejected() {
        assertParseError(["--query", "a", "--query", "b"], .repeatedOption("--query"))
        assertParseError(["--data=a.json", "--data=b.json"], .repeatedOption("--data"))
    }

    func testDataAndSyntheticExcludeEachOther() {
        assertParseError(["--data", "a.json", "--synthetic", "5"], .conflictingOptions("--data", "--synthetic"))
        assertParseError(["--synthetic", "5", "--data", "a.json"], .conflictingOptions("--data", "--synthetic"))
    }

    func testFlagsForTheInteractiveTable() throws {
        let plain = try Options.parse([])
        XCTAssertTrue(plain.animates)
        XCTAssertFalse(plain.noColor)
        XCTAssertFalse(plain.hasQuery)
        let flags = try Options.parse(["--no-animation", "--no-color", "--synthetic", "10"])
        XCTAssertFalse(flags.animates)
        XCTAssertTrue(flags.noColor)
        XCTAssertTrue(try Options.parse(["--query", ""]).hasQuery, "even a blank query asks for printing")
    }

    func testFlagsTakeNoValueAndAppearOnce() {
        assertParseError(["--no-color=yes"], .unexpectedValue(option: "--no-color", value: "yes"))
        assertParseError(["--no-color", "--no-color"], .repeatedOption("--no-color"))
        assertParseError(["--no-animation", "fast"], .unexpectedArgument("fast"))
    }

    func testTheKeystrokeBenchmarkIsNoOptionOfTheApp() {
        // It moved to `Benchmarks heroes`, which measures the app from outside.
        assertParseError(["--bench"], .unknownOption("--bench"))
    }

    func testADoubleDashEndsTheOptions() throws {
        XCTAssertEqual(try Options.parse(["--"]), Options())
        XCTAssertEqual(try Options.parse(["--query", "nova", "--"]).query, "nova")
        XCTAssertEqual(try Options.parse(["--query=--"]).query, "--", "an inline value is no separator")
        assertParseError(["--", "spider"], .unexpectedArgument("spider"))
        assertParseError(["--", "--help"], .unexpectedArgument("--help"))
        assertParseError(["--", "--", "x"], .unexpectedArgument("--"))
        assertParseError(["--no-color", "--", "--query", "x"], .unexpectedArgument("--query"))
        assertParseError(["--bogus", "--", "x"], .unknownOption("--bogus"))
        assertParseError(["--query", "--"], .missingValue(option: "--query"))
        assertParseError(["--=x"], .unknownOption("--"))
        var help = Options()
        help.showsHelp = true
        XCTAssertEqual(try Options.parse(["--help", "--", "x"]), help, "help before -- still wins")
    }

    func testTheFirstProblemIsReported() {
        assertParseError(["--bogus", "spider", "--query"], .unknownOption("--bogus"))
        assertParseError(["--query", "--bogus"], .missingValue(option: "--query"))
    }

    private func assertParseError(
        _ arguments: [String],
        _ expected: OptionsError,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        do {
            let options = try Options.parse(arguments)
            XCTFail("expected \(expected), parsed \(options)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }
}
