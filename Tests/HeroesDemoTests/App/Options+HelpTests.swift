import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class OptionsHelpTests: XCTestCase {
    func testHelpListsEveryOptionWithAnExample() {
        let text = Options.helpText
        for option in [
            "--query TEXT", "--data PATH", "--synthetic N", "--no-animation", "--no-color", "-h, --help",
        ] {
            XCTAssertTrue(text.contains("  \(option)"), "help does not list \(option)")
        }
        for example in [
            "Example: HeroesDemo --query spider",
            "Example: HeroesDemo --data my-heroes.json",
            "Example: HeroesDemo --synthetic 100000",
            "Example: HeroesDemo --help",
        ] {
            XCTAssertTrue(text.contains(example), "help lacks \"\(example)\"")
        }
    }

    func testHelpExplainsExitStatusesAndTheLimit() throws {
        let text = Options.helpText
        let section = try XCTUnwrap(text.range(of: "EXIT STATUS:\n")).upperBound
        let listed = text[section...].split(separator: "\n").compactMap { line in
            Int32(line.drop { $0 == " " }.prefix { $0.isNumber })
        }
        XCTAssertEqual(listed, ExitStatus.allCases.map(\.rawValue), "every status, in order, and no other")
        XCTAssertTrue(text.contains("0    the table was printed"))
        XCTAssertTrue(text.contains("1    the hero data could not be read or is invalid"))
        XCTAssertTrue(text.contains("2    the command line is wrong"))
        XCTAssertTrue(text.contains("3    the table or the help could not be written"))
        XCTAssertTrue(text.contains("130  Ctrl-C was pressed while the interactive table's heroes were loading"))
        XCTAssertTrue(text.contains("1 to \(SyntheticHeroes.maximumCount)"))
    }

    func testHelpSaysADoubleDashEndsTheOptions() {
        XCTAssertTrue(Options.helpText.contains("A lone --\nends the options"))
    }

    func testHelpFitsEightyColumnsAndEndsWithOneLineBreak() {
        let lines = Options.helpText.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "too wide: \(line)")
            XCTAssertFalse(line.hasSuffix(" "), "trailing space: \(line)")
        }
        XCTAssertTrue(Options.helpText.hasSuffix("\n"))
        XCTAssertFalse(Options.helpText.hasSuffix("\n\n"))
    }
}
