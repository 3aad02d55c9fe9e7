import HeroTestSupport
import RxCore
import SectionedData
import TestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

/// A change a filter makes: two Marvel heroes go, a DC hero comes.
private let before = [
    HeroSection(model: .marvel, items: [HeroFixtures.arana, HeroFixtures.spiderMan, HeroFixtures.starLord]),
    HeroSection(model: .dc, items: [HeroFixtures.batman]),
]
private let after = [
    HeroSection(model: .marvel, items: [HeroFixtures.spiderMan]),
    HeroSection(model: .dc, items: [HeroFixtures.batman, HeroFixtures.wonderWoman]),
]

final class TerminalTableRendererTests: XCTestCase {
    private static func deletedStyle(_ grey: UInt8) -> Style {
        Style(foreground: .palette(grey), dim: true, strikethrough: true)
    }

    func testTheFirstSectionsAppearSettled() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let harness = TableHarness()
            harness.show(before)
            XCTAssertFalse(harness.table.isAnimating)
            XCTAssertEqual(harness.frame(), harness.settledLines(before) + ["", "", "", ""])
            XCTAssertEqual(harness.style(row: 0), TerminalTableRenderer.headerStyle)
            XCTAssertEqual(harness.style(row: 1), .plain)
        }
    }

    func testAFilteredListAnimatesFrameByFrameAndSettlesOnTheTable() {
        MainActor.assumeIsolated {
            let harness = TableHarness()
            harness.show(before)
            harness.frame()
            harness.show(after)
            XCTAssertTrue(harness.table.isAnimating)
            XCTAssertTrue(harness.dataSource.isAnimating, "the data source waits for the completion")

            let old = harness.settledLines(before)
            let new = harness.settledLines(after)
            // At once: deleted rows where they were, the inserted row where it goes.
            XCTAssertEqual(
                harness.frame(),
                [new[0], old[1], new[1], old[3], new[2], new[3], new[4], "", "", ""]
            )
            XCTAssertEqual(harness.style(row: 0), TerminalTableRenderer.headerStyle)
            XCTAssertEqual(harness.style(row: 1), Self.deletedStyle(250))
            XCTAssertEqual(harness.style(row: 2), .plain)
            XCTAssertEqual(harness.style(row: 3), Self.deletedStyle(250))
            XCTAssertEqual(harness.style(row: 6), Style(background: .palette(34)))

            harness.advance(to: .milliseconds(100))
            XCTAssertEqual(harness.frame(), [new[0], old[1], new[1], old[3], new[2], new[3], new[4], "", "", ""])
            XCTAssertEqual(harness.style(row: 1), Self.deletedStyle(244))
            XCTAssertEqual(harness.style(row: 6), Style(background: .palette(34)))

            harness.advance(to: .milliseconds(200))
            XCTAssertEqual(harness.style(row: 1), Self.deletedStyle(244))
            harness.frame()
            XCTAssertEqual(harness.style(row: 1), Self.deletedStyle(238))
            XCTAssertEqual(harness.style(row: 6), Style(background: .palette(28)))

            // Deleted rows collapse at three quarters; the rest closes the gap.
            harness.advance(to: .milliseconds(240))
            XCTAssertTrue(harness.table.isAnimating)
            XCTAssertEqual(harness.frame(), new + ["", "", "", "", ""])
            XCTAssertEqual(harness.style(row: 4), Style(background: .palette(22)))

            harness.advance(to: .milliseconds(320))
            XCTAssertFalse(harness.table.isAnimating)
            XCTAssertFalse(harness.dataSource.isAnimating)
            XCTAssertEqual(harness.frame(), new + ["", "", "", "", ""])
            XCTAssertEqual(harness.style(row: 4), .plain)
            XCTAssertEqual(harness.table.lines, TableLines(settledCounts: [1, 2]))
        }
    }

    func testListsArrivingDuringAnAnimationWaitForItsEnd() {
        MainActor.assumeIsolated {
            let harness = TableHarness()
            harness.show(before)
            harness.show(after)
            harness.advance(to: .milliseconds(50))
            harness.show(before)
            XCTAssertEqual(harness.dataSource.sectionModels, after, "still animating the first change")
            harness.advance(to: .milliseconds(320))
            XCTAssertEqual(harness.dataSource.sectionModels, before)
            XCTAssertTrue(harness.table.isAnimating, "the waiting list animates next")
            harness.advance(to: .milliseconds(640))
            XCTAssertFalse(harness.table.isAnimating)
            XCTAssertEqual(harness.frame(), harness.settledLines(before) + ["", "", "", ""])
        }
    }

    func testWithoutAnimationEveryUpdateSettlesAtOnce() {
        MainActor.assumeIsolated {
            let harness = TableHarness(animation: .disabled)
            harness.show(before)
            harness.frame()
            harness.show(after)
            XCTAssertFalse(harness.table.isAnimating)
            XCTAssertFalse(harness.dataSource.isAnimating)
            XCTAssertEqual(harness.frame(), harness.settledLines(after) + ["", "", "", "", ""])
        }
    }

    func testAChangeOfSectionsAnimatesOneStageAfterTheOther() {
        MainActor.assumeIsolated {
            let harness = TableHarness()
            let first = [HeroSection(model: .marvel, items: [HeroFixtures.arana])]
            let last = [
                HeroSection(model: .marvel, items: [HeroFixtures.arana, HeroFixtures.spiderMan]),
                HeroSection(model: .dc, items: [HeroFixtures.batman]),
            ]
            harness.show(first)
            harness.show(last)
            // Stage 1 inserts the DC section with its rows; Spider-Man waits for stage 2.
            let lines = harness.frame()
            XCTAssertEqual(lines[0], "  Marvel — 1 hero")
            XCTAssertEqual(lines[2], "  DC — 1 hero")
            XCTAssertEqual(harness.style(row: 2).background, .palette(34))
            XCTAssertEqual(harness.style(row: 3).background, .palette(34))
            XCTAssertEqual(harness.style(row: 1), .plain)

            harness.advance(to: .milliseconds(320))
            XCTAssertTrue(harness.table.isAnimating, "stage 2 started when stage 1 ended")
            XCTAssertEqual(harness.frame(), harness.settledLines(last) + ["", "", "", "", ""])
            XCTAssertEqual(harness.style(row: 2).background, .palette(34), "Spider-Man is inserted in stage 2")
            XCTAssertEqual(harness.style(row: 1), .plain)

            harness.advance(to: .milliseconds(640))
            XCTAssertFalse(harness.table.isAnimating)
            XCTAssertEqual(harness.frame(), harness.settledLines(last) + ["", "", "", "", ""])
            XCTAssertEqual(harness.style(row: 2), .plain)
        }
    }

    func testADeletedSectionFadesOutWithItsHeader() {
        MainActor.assumeIsolated {
            let harness = TableHarness()
            harness.show(before)
            harness.show([before[1]])
            let old = harness.settledLines(before)
            XCTAssertEqual(harness.frame(), old + ["", "", "", ""])
            let fading = RowAnimation.standard.appearance(of: .deleted, at: .zero)
            XCTAssertEqual(harness.style(row: 0), fading.style(over: TerminalTableRenderer.headerStyle))
            for row in 1..<4 { XCTAssertEqual(harness.style(row: row), Self.deletedStyle(250), "row \(row)") }
            XCTAssertEqual(harness.style(row: 4), TerminalTableRenderer.headerStyle)
            harness.advance(to: .milliseconds(240))
            XCTAssertEqual(harness.frame(), harness.settledLines([before[1]]) + Array(repeating: "", count: 8))
        }
    }

    func testTheWindowShowsOnlyItsLinesAndAsksOnlyForTheirCells() {
        MainActor.assumeIsolated {
            let harness = TableHarness(height: 3)
            let catalog = try! HeroCatalog.bundled()
            let sections = HeroFilter(heroes: catalog.heroes, displayWidth: DisplayWidth.of).sections(matching: "")
            harness.show(sections)
            let configureCell = harness.dataSource.configureCell
            var cellsBuilt = 0
            harness.dataSource.configureCell = { dataSource, renderer, path, hero in
                cellsBuilt += 1
                return configureCell(dataSource, renderer, path, hero)
            }
            XCTAssertEqual(harness.frame(), Array(harness.settledLines(sections).prefix(3)))
            XCTAssertEqual(cellsBuilt, 2, "one header and two rows are visible")
            harness.table.movePage(by: 2)
            XCTAssertEqual(harness.table.top, 4)
            var expected = Array(harness.settledLines(sections)[4..<7])
            expected[0] = "›" + expected[0].dropFirst()
            XCTAssertEqual(harness.frame(), expected, "two pages of two lines down, the first row there selected")
            XCTAssertEqual(harness.style(row: 0), TerminalTableRenderer.selectedStyle)
        }
    }

    /// Random queries typed at random speeds into the bundled heroes: every frame reaches the
    /// terminal intact, every frame's lines hold the data source's rows in order, and once the
    /// typing stops the table settles on exactly the last result.
    func testRandomTypingAlwaysSettlesOnTheTable() throws {
        let catalog = try HeroCatalog.bundled()
        MainActor.assumeIsolated {
            let seed = UInt64.random(in: 0...UInt64.max)
            var random = SplitMix64(seed: seed)
            let filter = HeroFilter(heroes: catalog.heroes, displayWidth: DisplayWidth.of)
            let queries = [
                "", "a", "an", "man", "s", "sp", "spi", "x", "x-", "x-men", "lantern", "bat", "zzz", "e", "er",
            ]
            for round in 0..<20 {
                let harness = TableHarness(height: 12)
                var last: [HeroSection] = []
                for _ in 0..<12 {
                    last = filter.sections(matching: random.pick(queries))
                    harness.show(last)
                    if random.next(below: 3) == 0 { harness.table.moveSelection(by: random.next(below: 7) - 3) }
                    for _ in 0..<random.next(below: 6) {
                        harness.advance(to: harness.time + .milliseconds(16 + random.next(below: 100)))
                        let drawn = harness.frame()
                        for (offset, text) in drawn.enumerated()
                        where harness.table.top + offset < harness.table.lines.count {
                            let line = harness.table.lines[harness.table.top + offset]
                            var expected =
                                harness.table.title(for: line)
                                ?? (harness.table.cell(for: line) as? HeroCell).map {
                                    TableFormatter(width: harness.layout.width).row($0.hero, layout: harness.layout)
                                }
                                ?? "?"
                            while expected.last == " " { expected.removeLast() }
                            XCTAssertEqual(
                                String(text.dropFirst(2)), expected, "seed \(seed), round \(round), line \(line)")
                        }
                        let rows = harness.table.lines.compactMap(\.path)
                        let counts = harness.dataSource.sectionModels.map(\.items.count)
                        XCTAssertEqual(
                            rows, TableLines(settledCounts: counts).compactMap(\.path), "seed \(seed), round \(round)")
                    }
                }
                // Each advance ends at most one batch: the running one, then the list that waited
                // for it, in up to three stages.
                for _ in 0..<4 { harness.advance(to: harness.time + .seconds(1)) }
                XCTAssertFalse(harness.table.isAnimating, "seed \(seed), round \(round)")
                XCTAssertEqual(harness.dataSource.sectionModels, last, "seed \(seed), round \(round)")
                harness.table.setViewportHeight(400)
                var screen = ScreenBuffer(width: harness.width, height: 400)
                harness.table.draw(into: &screen, rows: 0..<400, at: harness.time)
                let expected = harness.settledLines(last)
                XCTAssertEqual(
                    screen.lines.prefix(expected.count).map { String($0.dropFirst(2)) },
                    expected.map { String($0.dropFirst(2)) },
                    "seed \(seed), round \(round)"
                )
            }
        }
    }
}
