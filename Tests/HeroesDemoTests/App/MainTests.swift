import XCTest

@testable import HeroesDemo

/// Runs the built executable as a user would, to check what reaches the real streams and the
/// exit status.
final class MainTests: XCTestCase {
    func testBrokenDataFileGivesOneLineErrorAndStatus1() throws {
        let path = try makeTemporaryFile(
            """
            [
              {"name": "Hulk", "universe": "Marvel", "team": "Avengers", "intro": "Big.", "icon": "💪"}
              {"name": "Thor", "universe": "Marvel", "team": "Avengers", "intro": "Loud.", "icon": "🔨"}
            ]
            """,
            for: self
        )
        let result = try runHeroesDemo(["--data", path], for: self)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            "HeroesDemo: error: \(path): invalid JSON at line 3, column 3: expected ',' or ']', found '{'\n"
        )
    }

    func testMissingDataFileGivesStatus1() throws {
        let result = try runHeroesDemo(["--data", "/nonexistent/heroes.json"], for: self)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "HeroesDemo: error: /nonexistent/heroes.json: no such file\n")
    }

    func testQueryPrintsExactlyTheMatchingHeroes() throws {
        let result = try runHeroesDemo(["--query", "FANTASTIC"], for: self)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            heroNames(in: result.standardOutput), ["Human Torch", "Invisible Woman", "Mister Fantastic", "The Thing"])
        let total = try HeroCatalog.bundled().heroes.count
        XCTAssertTrue(result.standardOutput.hasSuffix("\n4 of \(total) heroes match \"FANTASTIC\"\n"))
    }

    func testAccentInsensitiveQueryFindsTheAccentedHero() throws {
        let result = try runHeroesDemo(["--query=arana"], for: self)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(heroNames(in: result.standardOutput), ["Araña"])
    }

    func testDefaultRunPrintsTheWholeTableAtOneHundredColumns() throws {
        let result = try runHeroesDemo([], for: self)
        let catalog = try HeroCatalog.bundled()
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            heroNames(in: result.standardOutput),
            HeroFilter(heroes: catalog.heroes).sections(matching: "").flatMap(\.items).map(\.name))
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertEqual(
            lines.map { DisplayWidth.of($0) }.max(), 100, "output that is not a terminal is 100 columns wide")
    }

    func testUsageErrorGivesStatus2() throws {
        let result = try runHeroesDemo(["--query"], for: self)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "HeroesDemo: error: --query needs a value (see HeroesDemo --help)\n")
    }

    func testHelpGoesToStandardOutput() throws {
        let result = try runHeroesDemo(["--help"], for: self)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, Options.helpText)
        XCTAssertEqual(result.standardError, "")
    }
}
