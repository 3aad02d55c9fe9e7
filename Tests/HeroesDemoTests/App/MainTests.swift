import Foundation
import TestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
            HeroFilter(heroes: catalog.heroes, displayWidth: DisplayWidth.of).sections(matching: "").flatMap(\.items)
                .map(\.name))
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

    func testHugeArgumentsGiveOneShortLine() throws {
        // The longest single argument Linux passes: 128 KiB with its terminating zero byte.
        let ones = String(repeating: "1", count: 131_071)
        let forty = String(repeating: "1", count: 40)
        let path = "/tmp/" + String(repeating: "d", count: 3995)
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (
                ["--synthetic", ones], 2,
                "--synthetic expects a whole number from 1 to \(SyntheticHeroes.maximumCount), got \"\(forty)…\""
                    + " (131071 characters) (see HeroesDemo --help)"
            ),
            (
                ["--x" + ones.dropFirst(3)], 2,
                "unknown option \"--x\(forty.dropFirst(3))…\" (131071 characters) (see HeroesDemo --help)"
            ),
            (
                [ones], 2,
                "unexpected argument \"\(forty)…\" (131071 characters); to search, write --query= before it"
                    + " (see HeroesDemo --help)"
            ),
            (
                ["--data", path], 1,
                "\"/tmp/\(String(repeating: "d", count: 115))…\" (4000 characters): cannot read the file: file name too long"
            ),
        ]
        for (arguments, status, message) in cases {
            let result = try runHeroesDemo(arguments, for: self)
            XCTAssertEqual(result.status, status, message)
            XCTAssertEqual(result.standardOutput, "")
            XCTAssertEqual(result.standardError, "HeroesDemo: error: \(message)\n")
            XCTAssertLessThan(result.standardError.utf8.count, 256, "one short line")
        }
    }

    func testADoubleDashEndsTheOptionsAndNothingMayFollowIt() throws {
        let plain = try runHeroesDemo(["--query", "nova"], for: self)
        let separated = try runHeroesDemo(["--query", "nova", "--"], for: self)
        XCTAssertEqual(separated.status, 0)
        XCTAssertEqual(separated.standardError, "")
        XCTAssertEqual(separated.standardOutput, plain.standardOutput)
        let operand = try runHeroesDemo(["--", "--help"], for: self)
        XCTAssertEqual(operand.status, 2)
        XCTAssertEqual(operand.standardOutput, "")
        XCTAssertEqual(
            operand.standardError,
            #"HeroesDemo: error: unexpected argument "--help"; to search, write --query="--help" (see HeroesDemo --help)"#
                + "\n")
    }

    /// Runs the built demo through `/bin/sh -c script`, the demo's path as `$0`.
    private func runInShell(_ script: String) throws -> (status: Int32, output: String, errors: String) {
        let executable = try XCTUnwrap(heroesDemoExecutable(), "no HeroesDemo beside the test bundle")
        return try runProgram("/bin/sh", ["-c", script, executable.path])
    }

    func testAFullDiskGivesOneLineErrorAndStatus3() throws {
        for arguments in ["", "--synthetic 2000", "--help"] {
            try assertOutputError("\"$0\" \(arguments) > /dev/full", "No space left on device", arguments)
        }
    }

    func testAClosedStandardOutputGivesOneLineErrorAndStatus3() throws {
        // Loading and folding start threads and open files, none of which may take descriptor 1.
        let hero = #"[{"name": "Thor", "universe": "Marvel", "team": "Avengers", "intro": "Asgard.", "icon": "⚡"}]"#
        for arguments in ["", "--synthetic 2000", "--data /dev/stdin"] {
            try assertOutputError("echo '\(hero)' | \"$0\" \(arguments) >&-", "Bad file descriptor", arguments)
        }
    }

    /// Runs `script` and expects status 3 with the one-line message for `reason`.
    private func assertOutputError(
        _ script: String, _ reason: String, _ arguments: String, line: UInt = #line
    ) throws {
        let result = try runInShell(script)
        XCTAssertEqual(result.status, 3, arguments, line: line)
        XCTAssertEqual(result.errors, "HeroesDemo: error: cannot write the output: \(reason)\n", arguments, line: line)
    }

    func testHeadEndsBundledAndSyntheticTablesAlike() throws {
        // The demo's status goes to standard error, after `head` has taken its line.
        for arguments in ["", "--synthetic 5000"] {
            let result = try runInShell("{ \"$0\" \(arguments); echo \"status=$?\" >&2; } | head -1")
            XCTAssertEqual(result.status, 0, arguments)
            XCTAssertEqual(result.errors, "status=0\n", "no message, status 0: \(arguments)")
            XCTAssertTrue(result.output.hasPrefix("    Name "), result.output)
            XCTAssertEqual(result.output.filter { $0 == "\n" }.count, 1, arguments)
        }
    }

    func testAHugeBadFieldGivesAShortOneLineError() throws {
        let intro = String(repeating: "a", count: 10_000_000) + " "
        let path = try makeTemporaryFile(
            #"[{"name": "Hulk", "universe": "Marvel", "team": "Avengers", "intro": ""# + intro
                + #"", "icon": "💪"}]"#,
            for: self)
        let result = try runHeroesDemo(["--data", path], for: self)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "HeroesDemo: error: \(path): hero 1 (\"Hulk\"): field \"intro\" has white space at the start or end: \""
                + String(repeating: "a", count: 40) + "…\" (10000001 characters)\n")
    }

    func testSIGQUITWhilePrintingEndsTheProcessWithoutACrashReport() throws {
        let executable = try XCTUnwrap(heroesDemoExecutable(), "no HeroesDemo beside the test bundle")
        let directory = try makeTemporaryDirectory(for: self)
        let errorURL = directory.appendingPathComponent("stderr")
        try Data().write(to: errorURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--synthetic", "1000000"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        try process.run()
        // Signal only once main has run: it ignores SIGPIPE right after taking SIGQUIT back from
        // the runtime's crash handler.
        let deadline = Date().addingTimeInterval(30)
        var ready = false
        while !ready && Date() < deadline && process.isRunning {
            let status =
                (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            func mask(_ name: String) -> UInt64? {
                status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                    .flatMap { UInt64($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
            }
            if let ignored = mask("SigIgn"), let caught = mask("SigCgt") {
                ready = ignored & (1 << UInt64(SIGPIPE - 1)) != 0 && caught & (1 << UInt64(SIGQUIT - 1)) == 0
            }
            if !ready { usleep(1_000) }
        }
        XCTAssertTrue(ready, "main started")
        XCTAssertEqual(kill(process.processIdentifier, SIGQUIT), 0)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGQUIT)
        XCTAssertEqual(String(decoding: try Data(contentsOf: errorURL), as: UTF8.self), "", "no crash report")
    }

    /// Swift's runtime installs its crash reporter for SIGQUIT before `main` runs; a SIGQUIT sent
    /// in the first milliseconds must still just end the process, without a crash report.
    func testAnEarlySigquitEndsTheProcessWithoutACrashReport() throws {
        let executable = try XCTUnwrap(heroesDemoExecutable(), "no HeroesDemo beside the test bundle")
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }
        for delay in 0..<30 {
            let result = try runProgram(
                executable.path, ["--synthetic", "1000000", "--query", "nova"], environment: environment,
                whileRunning: { pid in
                    usleep(useconds_t(delay * 700))
                    kill(pid, SIGQUIT)
                })
            XCTAssertEqual(result.status, 128 + SIGQUIT, "sent after \(delay * 700) µs")
            XCTAssertFalse(result.errors.contains("crashed"), "sent after \(delay * 700) µs: \(result.errors)")
        }
    }
}
