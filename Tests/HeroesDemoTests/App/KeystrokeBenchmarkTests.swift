import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class KeystrokeBenchmarkTests: XCTestCase {
    func testTheScriptTypesAndErasesEachWord() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            var editor = LineEditor()
            var queries: [String] = []
            for key in KeystrokeBenchmark.script {
                editor.handle(key)
                queries.append(editor.text)
            }
            XCTAssertEqual(Array(queries.prefix(7)), ["s", "sp", "spi", "spid", "spide", "spider", "spide"])
            XCTAssertEqual(queries.filter(\.isEmpty).count, 3, "every word is erased to the empty query")
            XCTAssertEqual(queries.last, "")
            XCTAssertEqual(KeystrokeBenchmark.script.count, 30)
        }
    }

    func testPercentilesUseTheNearestRank() {
        MainActor.assumeIsolated {
            let values = (1...100).map { Duration.milliseconds($0) }.shuffled()
            XCTAssertEqual(KeystrokeBenchmark.percentile(values, 0.5), .milliseconds(50))
            XCTAssertEqual(KeystrokeBenchmark.percentile(values, 0.99), .milliseconds(99))
            XCTAssertEqual(KeystrokeBenchmark.percentile(values, 1), .milliseconds(100))
            XCTAssertEqual(KeystrokeBenchmark.percentile([.seconds(3)], 0.99), .seconds(3))
            XCTAssertEqual(KeystrokeBenchmark.percentile([], 0.5), .zero)
        }
    }

    func testReportsPercentilesStagesThatAddUpAndTheBreakdownPerKey() {
        MainActor.assumeIsolated {
            var report = ""
            let status = KeystrokeBenchmark.run(
                filter: HeroFilter(store: SyntheticHeroes.store(count: 300), displayWidth: DisplayWidth.of),
                output: &report)
            let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard status == .success, lines.count > 6 else { return XCTFail("\(status): \(report)") }
            XCTAssertTrue(lines[0].hasPrefix("HeroesDemo --bench: 300 heroes, 100x30 screen, no debounce"), lines[0])
            XCTAssertTrue(
                lines[1].hasPrefix("keystroke to settled frame, animation off (150 keystrokes in 5 sessions): p50 "),
                lines[1])
            XCTAssertTrue(lines[1].contains(" ms, p90 ") && lines[1].contains(" ms, p99 "), lines[1])
            XCTAssertTrue(lines[2].hasPrefix("  stages, same pass: key to result on main p50 "), lines[2])
            XCTAssertTrue(lines[3].hasPrefix("keystroke to first frame of the animation (150 keystrokes"), lines[3])
            XCTAssertTrue(
                lines[5].hasPrefix(
                    "separate pass by hand, each session with a fresh search (not part of the totals): filter p50 "),
                lines[5])
            XCTAssertTrue(lines[5].contains("; its processor time on all threads p50 "), lines[5])
            XCTAssertTrue(lines[6].hasPrefix("  most processor time for one query in the first session: \""), lines[6])
            let perKey = lines.drop { !$0.hasPrefix("query") }.dropFirst().filter { !$0.isEmpty }
            XCTAssertEqual(perKey.count, KeystrokeBenchmark.script.count)
            XCTAssertTrue(perKey.first!.hasPrefix("\"s\" "), perKey.first!)
            for line in perKey {
                let columns = line.split(separator: " ", omittingEmptySubsequences: true)
                let numbers = [columns[2], columns[4], columns[6]].map { Double($0)! }
                XCTAssertEqual(numbers[0], numbers[1] + numbers[2], accuracy: 0.011, "total = search + draw: \(line)")
            }
            // Matching ignores punctuation: the "-" of "x-men", and the Backspace that erases it,
            // start no search (keys 21 and 28 of the script); every other key does.
            let searches = perKey.map { Double($0.split(separator: " ", omittingEmptySubsequences: true)[4])! }
            XCTAssertEqual(searches.indices.filter { searches[$0] == 0 }, [21, 28], "\(perKey)")
            XCTAssertEqual([perKey[21], perKey[28]].map { $0.prefix(5) }, ["\"x-\" ", "\"x\"  "])
            let rows = Int(perKey.last!.split(separator: " ", omittingEmptySubsequences: true)[1])
            XCTAssertEqual(rows, 300, "the empty query shows every hero")
        }
    }
}
