import TestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class DemoCommandTests: XCTestCase {
    private var output = ""
    private var errors = ""

    override func setUp() {
        super.setUp()
        output = ""
        errors = ""
    }

    private func run(_ arguments: [String], width: Int = 100) -> ExitStatus {
        DemoCommand.run(arguments, width: width, output: &output, errors: &errors)
    }

    private var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func testWithoutArgumentsPrintsEveryBundledHeroBySection() throws {
        let catalog = try HeroCatalog.bundled()
        XCTAssertEqual(run([]), .success)
        XCTAssertEqual(errors, "")
        let lines = outputLines
        XCTAssertEqual(
            lines.first, TableFormatter(width: 100).headerLine(TableLayout(width: 100, heroes: catalog.heroes)))
        let marvelCount = catalog.heroes.filter { $0.universe == .marvel }.count
        let dcCount = catalog.heroes.count - marvelCount
        let titles = lines.filter { $0.hasPrefix("Marvel — ") || $0.hasPrefix("DC — ") }
        XCTAssertEqual(titles, ["Marvel — \(marvelCount) heroes", "DC — \(dcCount) heroes"])
        XCTAssertEqual(lines.suffix(3), ["", "\(catalog.heroes.count) heroes", ""])
        XCTAssertEqual(lines.count, 1 + 2 * 2 + catalog.heroes.count + 2 + 1)
    }

    func testQueryPrintsExactlyTheMatchingHeroes() throws {
        let total = try HeroCatalog.bundled().heroes.count
        XCTAssertEqual(run(["--query", "Spider"]), .success)
        XCTAssertEqual(errors, "")
        XCTAssertEqual(heroNames(in: output), ["Spider-Gwen", "Spider-Man", "Spider-Woman"])
        XCTAssertEqual(outputLines.suffix(2), ["3 of \(total) heroes match \"Spider\"", ""])
    }

    func testQueryMatchingBothUniversesKeepsMarvelFirst() throws {
        XCTAssertEqual(run(["--query", "lantern"]), .success)
        XCTAssertEqual(
            outputLines.filter { $0.contains(" — ") },
            ["DC — 7 heroes"]
        )
        XCTAssertEqual(run(["--query", "captain"]), .success)
        XCTAssertEqual(
            Array(outputLines.filter { $0.contains(" — ") }.suffix(2)),
            ["Marvel — 3 heroes", "DC — 1 hero"]
        )
    }

    func testQueryWithoutMatchesPrintsOnlyTheHeaderAndStatus() throws {
        let total = try HeroCatalog.bundled().heroes.count
        XCTAssertEqual(run(["--query", "zzz"]), .success)
        XCTAssertEqual(outputLines.count, 4)
        XCTAssertEqual(outputLines[1...], ["", "0 of \(total) heroes match \"zzz\"", ""])
    }

    func testHelpPrintsTheHelpTextOnly() {
        XCTAssertEqual(run(["--help"]), .success)
        XCTAssertEqual(output, Options.helpText)
        XCTAssertEqual(errors, "")
    }

    func testUsageErrorsPrintOneLineAndExitWithStatus2() {
        XCTAssertEqual(run(["--colour"]), .usageError)
        XCTAssertEqual(output, "")
        XCTAssertEqual(errors, "HeroesDemo: error: unknown option \"--colour\" (see HeroesDemo --help)\n")
    }

    func testDataErrorsPrintOneLineAndExitWithStatus1() throws {
        let path = try makeTemporaryFile("[{\"name\": \"Hulk\"}]", for: self)
        XCTAssertEqual(run(["--data", path]), .dataError)
        XCTAssertEqual(output, "")
        XCTAssertEqual(errors, "HeroesDemo: error: \(path): hero 1: missing field \"universe\"\n")
    }

    func testDataFileIsLoaded() throws {
        let path = try makeTemporaryFile(
            """
            [{"name": "Hulk", "universe": "Marvel", "team": "Avengers", "intro": "Big.", "icon": "💪"}]
            """,
            for: self
        )
        XCTAssertEqual(run(["--data", path], width: 40), .success)
        XCTAssertEqual(
            output,
            """
                Name  Team      Intro

            Marvel — 1 hero
            💪  Hulk  Avengers  Big.

            1 hero

            """
        )
    }

    func testSyntheticHeroesAreGenerated() {
        XCTAssertEqual(run(["--synthetic", "250"]), .success)
        XCTAssertEqual(heroNames(in: output).count, 250)
        XCTAssertEqual(outputLines.suffix(2), ["250 heroes", ""])
    }

    func testEveryLineFitsTheWidth() {
        for width in [26, 40, 80, 100, 160] {
            output = ""
            XCTAssertEqual(run([], width: width), .success)
            for line in outputLines {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, "width \(width): \(line)")
            }
        }
    }

    func testTheModeFollowsTheOptionsAndTheStreams() throws {
        let plain = try Options.parse([])
        XCTAssertEqual(DemoCommand.mode(for: plain, inputIsTerminal: true, outputIsTerminal: true), .interactive)
        XCTAssertEqual(DemoCommand.mode(for: plain, inputIsTerminal: false, outputIsTerminal: true), .printTable)
        XCTAssertEqual(DemoCommand.mode(for: plain, inputIsTerminal: true, outputIsTerminal: false), .printTable)
        let query = try Options.parse(["--query", "storm"])
        XCTAssertEqual(DemoCommand.mode(for: query, inputIsTerminal: true, outputIsTerminal: true), .printTable)
    }

    func testInteractiveFlagsDoNotChangeThePrintedTable() throws {
        XCTAssertEqual(run(["--query", "storm"]), .success)
        let plain = output
        output = ""
        XCTAssertEqual(run(["--query", "storm", "--no-color", "--no-animation"]), .success)
        XCTAssertEqual(output, plain)
    }
}
