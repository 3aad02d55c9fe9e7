import XCTest

@testable import HeroesDemo

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
}
