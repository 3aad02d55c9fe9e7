import HeroTestSupport
import RxCore
import RxTest
import TerminalTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class HeroesControllerTests: XCTestCase {
    private static let sortedNames = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sortedHeroes
        .map(\.name)

    func testTheFirstFrameShowsEveryHero() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let app = AppHarness()
            app.assertConsistent()
            XCTAssertEqual(app.rows[0], "Search:")
            XCTAssertEqual(app.rows[1], "8 of 8 heroes")
            XCTAssertTrue(app.rows[2].hasPrefix("      Name"))
            XCTAssertEqual(app.rows[3], "  Marvel — 5 heroes")
            XCTAssertEqual(app.heroNames, Self.sortedNames)
            XCTAssertEqual(app.rows[19], HeroesScreen.tableHelp)
            XCTAssertFalse(app.timer.isRunning, "nothing animates, so no timer runs")
        }
    }

    func testTypingFiltersTheTableWithAnAnimation() {
        MainActor.assumeIsolated {
            let app = AppHarness()
            app.type(.text("an"))
            XCTAssertEqual(app.rows[0], "Search: an")
            XCTAssertEqual(app.rows[1], "6 of 8 heroes")
            XCTAssertTrue(app.timer.isRunning, "the table animates")
            XCTAssertEqual(app.heroNames, Self.sortedNames, "deleted rows are still there, fading")
            app.settle()
            XCTAssertFalse(app.timer.isRunning, "idle again once the table settles")
            XCTAssertEqual(
                app.heroNames, ["Araña", "Spider-Man", "Star-Lord", "Batman", "Wonder Woman", "Zoe\u{308} Lane"])
            app.assertConsistent()
        }
    }

    func testEnterShowsTheSelectedHeroAndEscClosesThenQuits() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.down, .down)
            XCTAssertEqual(app.controller.selectedHero, HeroFixtures.captainBritain)
            XCTAssertTrue(app.rows[5].hasPrefix("› "), app.rows[5])
            app.type(.enter)
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.captainBritain)
            XCTAssertTrue(app.rows.contains { $0.contains("│ 🇬🇧  Captain Britain") }, "\(app.rows)")
            XCTAssertEqual(app.rows[19], HeroesScreen.detailsHelp)
            app.type(.down)
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.spiderMan, "the details follow the selection")
            app.type(.escape)
            XCTAssertNil(app.controller.detailsHero)
            XCTAssertEqual(app.quits, 0)
            app.type(.escape)
            XCTAssertEqual(app.quits, 1)
            app.assertConsistent()
        }
    }

    func testEnterWithoutASelectionSelectsTheFirstRow() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.text("wonder"), .enter)
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.wonderWoman)
            XCTAssertEqual(app.rows[19], HeroesScreen.detailsHelp, "drawn at once, with no animation frame to come")
            app.type(.enter)
            XCTAssertNil(app.controller.detailsHero)
            XCTAssertEqual(app.heroNames, ["Wonder Woman"], "the table again")
        }
    }

    func testTypingClosesTheDetailsAndFilteringOutTheSelectionClearsIt() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.down, .enter)
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.arana)
            app.type(.text("bat"))
            XCTAssertNil(app.controller.detailsHero)
            XCTAssertNil(app.controller.selectedHero, "Araña is filtered out")
            XCTAssertNil(app.controller.table.selectedPath)
            app.type(.control("u"))
            XCTAssertNil(app.controller.selectedHero, "a cleared selection stays cleared")
        }
    }

    func testAResizeRedrawsEverythingInTheNewLayout() {
        MainActor.assumeIsolated {
            let app = AppHarness()
            app.type(.text("justice"))
            app.settle()
            app.resize(width: 60, height: 8)
            XCTAssertTrue(app.writes.last!.hasPrefix("\u{1B}[0m\u{1B}[2J"), "a full redraw")
            app.assertConsistent()
            XCTAssertEqual(app.rows[0], "Search: justice")
            XCTAssertEqual(app.rows[3], "  DC — 2 heroes")
            XCTAssertEqual(app.heroNames, ["Batman", "Wonder Woman"])
            XCTAssertTrue(app.rows.allSatisfy { DisplayWidth.of($0) <= 60 })
            app.resize(width: 4, height: 2)
            app.assertConsistent()
            XCTAssertEqual(app.rows, ["ice", "  DC"], "a tiny window keeps the end of the query and a line of table")
        }
    }

    func testWithoutAnimationNoTimerEverRuns() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.text("an"), .backspace, .backspace, .text("x"))
            XCTAssertTrue(app.timer.starts.isEmpty)
        }
    }

    func testWithoutColourNoColourIsWritten() {
        MainActor.assumeIsolated {
            let app = AppHarness(colorSupport: .disabled)
            app.type(.text("a"), .down)
            app.settle()
            let output = app.writes.joined()
            let renditions = output.components(separatedBy: "\u{1B}[").compactMap { sequence -> [Int]? in
                guard let end = sequence.firstIndex(where: { $0.isLetter }), sequence[end] == "m" else { return nil }
                return sequence[..<end].split(separator: ";").compactMap { Int($0) }
            }
            XCTAssertFalse(renditions.isEmpty)
            for parameters in renditions {
                XCTAssertTrue(parameters.allSatisfy { $0 < 30 }, "a colour in SGR \(parameters)")
            }
            XCTAssertTrue(renditions.contains([0, 1, 7]), "the selection is bold and inverse")
        }
    }

    func testCtrlLRedrawsTheWholeScreen() {
        MainActor.assumeIsolated {
            let app = AppHarness()
            let before = app.writes.count
            app.type(.control("l"))
            XCTAssertEqual(app.writes.count, before + 1)
            XCTAssertTrue(app.writes.last!.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        }
    }

    func testOneSettledQueryDrawsExactlyOneFrame() {
        MainActor.assumeIsolated {
            for animation in [RowAnimation.disabled, .standard] {
                let app = AppHarness(animation: animation)
                let start = app.controller.renderLoop.framesDrawn
                app.press(.text("an"))
                XCTAssertEqual(app.controller.renderLoop.framesDrawn, start + 1, "the edit, drawn at once")
                XCTAssertEqual(app.rows[0], "Search: an")
                XCTAssertEqual(app.rows[1], "8 of 8 heroes", "the search has not answered yet")
                app.deliver()
                XCTAssertEqual(
                    app.controller.renderLoop.framesDrawn, start + 2,
                    "the result, its status and its selection in one frame (\(animation.duration))")
                XCTAssertEqual(app.rows[1], "6 of 8 heroes")
                app.assertConsistent()
            }
        }
    }

    func testWhenTheSelectedHeroLeavesTheListTheTableScrollsToTheTop() {
        MainActor.assumeIsolated {
            let heroes = SyntheticHeroes.make(count: 200)
            for animation in [RowAnimation.disabled, .standard] {
                let app = AppHarness(heroes: heroes, animation: animation)
                app.type(.pageDown, .pageDown, .pageDown)
                app.settle()
                let selected = try! XCTUnwrap(app.controller.selectedHero)
                XCTAssertGreaterThan(app.controller.table.top, 0)
                // The other universe's teams: the selected hero leaves, many others stay.
                let query = selected.universe == .marvel ? "justice" : "avengers"
                app.type(.text(query))
                app.settle()
                XCTAssertNil(app.controller.selectedHero)
                XCTAssertEqual(app.controller.table.top, 0, "back at the top (\(animation.duration))")
                XCTAssertGreaterThan(app.controller.table.lines.count, 20)
                XCTAssertTrue(app.rows[3].hasPrefix("  "), app.rows[3])
                XCTAssertTrue(app.rows[3].contains(" — "), "the first section's header: \(app.rows[3])")
                app.assertConsistent()
            }
        }
    }

    func testNothingSaysNoHeroesBeforeTheFirstResult() {
        MainActor.assumeIsolated {
            var terminal = VirtualTerminal(width: 60, height: 10)
            var output = ""
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            var built: HeroesController?
            SharingScheduler.mock(scheduler: scheduler) {
                built = HeroesController(
                    heroes: HeroFixtures.all, size: (60, 10), searchScheduler: scheduler, write: { output += $0 })
            }
            let controller = built!
            controller.start()
            try! terminal.feed(output)
            XCTAssertFalse(terminal.rows.contains { $0.contains("No heroes") }, "\(terminal.rows)")
            XCTAssertTrue(controller.isWaitingForResult)
            scheduler.advanceTo(10)
            XCTAssertFalse(controller.isWaitingForResult)
        }
    }
}

// Keys as bytes from the terminal, through the decoder, as the app gets them.
extension HeroesControllerTests {
    func testTheCursorIsShownAtTheEditPositionAfterEveryFrame() {
        MainActor.assumeIsolated {
            let app = AppHarness()
            XCTAssertEqual(app.terminal.modes[25], true)
            XCTAssertEqual([app.terminal.cursorRow, app.terminal.cursorColumn], [0, 8])
            app.type(.text("雷x"))
            XCTAssertEqual([app.terminal.cursorRow, app.terminal.cursorColumn], [0, 11])
            app.type(.left)
            XCTAssertEqual([app.terminal.cursorRow, app.terminal.cursorColumn], [0, 10], "on the x")
            app.type(.left)
            XCTAssertEqual([app.terminal.cursorRow, app.terminal.cursorColumn], [0, 8], "on 雷")
            for _ in 0..<5 {
                app.tick(16)
                XCTAssertEqual([app.terminal.cursorRow, app.terminal.cursorColumn], [0, 8], "animation frames")
            }
            app.type(.down, .enter)
            XCTAssertEqual([app.terminal.cursorRow, app.terminal.cursorColumn], [0, 8], "with the details open")
            app.assertConsistent()
        }
    }
}

// The details in small terminals.
extension HeroesControllerTests {
    func testTheDetailsStayUsableInASmallTerminal() {
        MainActor.assumeIsolated {
            let app = AppHarness(width: 30, height: 8, animation: .disabled)
            app.type(.text("batman"), .enter)
            XCTAssertEqual(
                app.rows,
                ["Search: batman"] + batmanDetailsAtThirtyColumns + [
                    DisplayWidth.truncate(HeroesScreen.detailsHelp, to: 30)
                ])
            app.assertConsistent()
            app.type(.escape)
            XCTAssertEqual(app.rows[0], "Search: batman")
            XCTAssertEqual(app.heroNames, ["Batman"], "Esc closed the details")
            XCTAssertEqual(app.quits, 0)
            app.resize(width: 30, height: 3)
            app.type(.enter)
            XCTAssertEqual(app.rows, ["Search: batman", "Terminal too small for the de…", ""], "no help row at 3 rows")
            app.assertConsistent()
        }
    }

}
