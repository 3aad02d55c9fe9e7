import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class OptionsErrorTests: XCTestCase {
    func testDescriptionsAreOneLineAndNameTheArgument() {
        let cases: [(OptionsError, String)] = [
            (.unknownOption("--colour"), #"unknown option "--colour""#),
            (.unexpectedArgument("spider"), #"unexpected argument "spider"; to search, write --query "spider""#),
            (.missingValue(option: "--query"), "--query needs a value"),
            (.unexpectedValue(option: "--help", value: "yes"), #"--help takes no value, got "yes""#),
            (
                .invalidValue(option: "--synthetic", value: "ten", expected: "a whole number"),
                #"--synthetic expects a whole number, got "ten""#
            ),
            (.repeatedOption("--data"), "--data is given more than once"),
            (.conflictingOptions("--data", "--synthetic"), "--data and --synthetic cannot be used together"),
        ]
        for (error, expected) in cases {
            XCTAssertEqual(error.description, expected)
        }
    }

    func testArgumentsWithLineBreaksAreEscaped() {
        XCTAssertEqual(OptionsError.unknownOption("--a\nb").description, #"unknown option "--a\nb""#)
    }

    func testHugeArgumentsAreQuotedShortenedOnOneShortLine() {
        let digits = String(repeating: "1", count: 131_071)
        let forty = String(repeating: "1", count: 40)
        let cases: [(OptionsError, String)] = [
            (
                .invalidValue(option: "--synthetic", value: digits, expected: "a whole number"),
                #"--synthetic expects a whole number, got ""# + forty + #"…" (131071 characters)"#
            ),
            (.unknownOption("--" + digits), #"unknown option "--"# + forty.dropLast(2) + #"…" (131073 characters)"#),
            (
                .unexpectedArgument(digits),
                #"unexpected argument ""# + forty + #"…" (131071 characters); to search, write --query= before it"#
            ),
            (
                .unexpectedValue(option: "--no-color", value: digits),
                #"--no-color takes no value, got ""# + forty + #"…" (131071 characters)"#
            ),
        ]
        for (error, expected) in cases {
            XCTAssertEqual(error.description, expected)
            XCTAssertLessThan(error.description.utf8.count, 128, "bounded: \(error.description)")
        }
    }

    func testAnArgumentThatLooksLikeAnOptionIsAdvisedInline() {
        XCTAssertEqual(
            OptionsError.unexpectedArgument("--help").description,
            #"unexpected argument "--help"; to search, write --query="--help""#)
        XCTAssertEqual(
            OptionsError.unexpectedArgument("-h").description,
            #"unexpected argument "-h"; to search, write --query="-h""#)
        XCTAssertEqual(
            OptionsError.unexpectedArgument("-man").description,
            #"unexpected argument "-man"; to search, write --query "-man""#)
    }
}
