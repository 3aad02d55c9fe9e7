import HeroTestSupport
import RxCore
import RxTest
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class HeroesControllerKeysTests: XCTestCase {
    private static let sortedNames = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sortedHeroes
        .map(\.name)
    private static let escape: UInt8 = 0x1B

    func testEditingKeysChangeTheQuery() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.text("batmn"), .left, .text("a"))
            XCTAssertEqual(app.rows[0], "Search: batman")
            XCTAssertEqual(app.heroNames, ["Batman"])
            app.type(.end, .backspace, .backspace)
            XCTAssertEqual(app.rows[0], "Search: batm")
            XCTAssertEqual(app.heroNames, ["Batman"])
            app.type(.control("u"))
            XCTAssertEqual(app.rows[0], "Search:")
            XCTAssertEqual(app.heroNames, Self.sortedNames)
            app.type(.text("zzz"))
            XCTAssertEqual(app.rows[1], "0 of 8 heroes")
            XCTAssertEqual(app.rows[3], "  No hero matches \"zzz\".")
            app.assertConsistent()
        }
    }

    func testCtrlCQuitsFromAnywhere() {
        MainActor.assumeIsolated {
            let app = AppHarness()
            app.type(.down, .enter, .control("c"))
            XCTAssertEqual(app.quits, 1)
        }
    }

    func testEnterRightAfterTypingOpensAHeroOfTheTypedQuerysList() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.down)
            XCTAssertEqual(app.controller.selectedHero, HeroFixtures.arana)
            app.press(.text("wonder"), .enter)
            XCTAssertNil(app.controller.detailsHero, "Enter waits for the table to show \"wonder\"")
            XCTAssertEqual(app.controller.waitingKeys, [.enter])
            app.deliver()
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.wonderWoman, "not Araña, from the old list")
            XCTAssertEqual(app.controller.waitingKeys, [])
            app.assertConsistent()
        }
    }

    func testKeysAfterAWaitingKeyWaitTooAndRunInOrder() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.press(.text("s"), .down, .text("t"), .down)
            XCTAssertEqual(app.rows[0], "Search: s", "the keys after ↓ wait behind it")
            XCTAssertEqual(app.controller.waitingKeys, [.down, .text("t"), .down])
            app.deliver()
            // ↓ selected the first hero matching "s"; "t" made "st", whose result the last ↓ awaited.
            XCTAssertEqual(app.rows[0], "Search: st")
            XCTAssertEqual(app.controller.waitingKeys, [])
            XCTAssertEqual(app.controller.selectedHero, HeroFixtures.starLord)
            app.assertConsistent()
        }
    }

    func testAltKeysEditByWordsAndNeverQuit() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.send(Array("wonder wo".utf8))
            XCTAssertEqual(app.rows[0], "Search: wonder wo")
            app.send([Self.escape, UInt8(ascii: "b")])
            XCTAssertEqual(app.terminal.cursorColumn, 15, "Alt-b: before \"wo\"")
            app.send([Self.escape, UInt8(ascii: "b")])
            XCTAssertEqual(app.terminal.cursorColumn, 8, "Alt-b: before \"wonder\"")
            app.send([Self.escape, UInt8(ascii: "f")])
            XCTAssertEqual(app.terminal.cursorColumn, 14, "Alt-f: after \"wonder\"")
            app.send([Self.escape, 0x7F])
            XCTAssertEqual(app.rows[0], "Search:  wo", "Alt-Backspace deleted \"wonder\"")
            XCTAssertEqual(app.terminal.cursorColumn, 8)
            for byte in Array("xq1.,".utf8) + [0x0D, 0x01, Self.escape] {
                app.send([Self.escape, byte])
            }
            XCTAssertEqual(app.rows[0], "Search:  wo", "other Alt keys do nothing")
            XCTAssertEqual(app.quits, 0, "no Alt key quits")
            XCTAssertEqual(app.heroNames, ["Wonder Woman"])
            app.send([Self.escape])
            XCTAssertEqual(app.quits, 1, "a lone Esc quits")
            app.assertConsistent()
        }
    }

    func testTerminalRepliesAndMouseReportsNeverReachTheQuery() {
        MainActor.assumeIsolated {
            let input = Array("ba".utf8) + TerminalReplies.samples.joined() + Array("t".utf8)
            for cut in stride(from: 1, to: input.count, by: 7) {
                let app = AppHarness(animation: .disabled)
                app.send(Array(input[..<cut]), pause: false)
                app.send(Array(input[cut...]))
                XCTAssertEqual(app.rows[0], "Search: bat", "cut at \(cut)")
                XCTAssertEqual(app.quits, 0, "cut at \(cut)")
                XCTAssertEqual(app.heroNames, ["Batman"], "cut at \(cut)")
                app.assertConsistent()
            }
        }
    }

    func testUnknownKeysAndIgnoredAltKeysLeaveTheDetailsOpen() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.text("wonder"), .enter)
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.wonderWoman)
            let open = app.rows
            let writes = app.writes.count
            app.type(.unknown(Array("\u{1B}[<0;10;5M".utf8)), .alt(.text("x")), .alt(.up))
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.wonderWoman, "a mouse report and Alt-X, Alt-↑")
            XCTAssertEqual(app.rows, open)
            XCTAssertEqual(app.writes.count, writes, "nothing was drawn")
            XCTAssertEqual(app.quits, 0)
            app.type(.alt(.backspace))
            XCTAssertNil(app.controller.detailsHero, "Alt-Backspace edits the query, which closes the details")
            XCTAssertEqual(app.rows[0], "Search:", "the word is gone")
            app.assertConsistent()
        }
    }

    func testABatchOfKeysIsDrawnOnceThenSearchedOnce() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            var searched: [String] = []
            let subscription = app.controller.viewModel.results.drive(onNext: { result in
                searched.append(String(decoding: result.needle, as: UTF8.self))
            })
            defer { subscription.dispose() }
            searched = []
            let frames = app.controller.renderLoop.framesDrawn
            app.read(.text("s"), .text("t"), .text("o"), .backspace, .text("a"), .text("r"))
            XCTAssertEqual(app.controller.renderLoop.framesDrawn, frames + 1, "one frame for the batch")
            XCTAssertEqual(app.rows[0], "Search: star")
            XCTAssertEqual(app.rows[1], "8 of 8 heroes", "drawn before the search ran")
            app.deliver()
            XCTAssertEqual(searched, ["star"], "one search, for the batch's text")
            XCTAssertEqual(app.controller.renderLoop.framesDrawn, frames + 2)
            app.assertConsistent()
        }
    }

    func testAPasteThenAsManyBackspacesIsOneSearch() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            let frames = app.controller.renderLoop.framesDrawn
            app.read(.text(String(repeating: "x", count: 5_000)))
            app.read(contentsOf: Array(repeating: .backspace, count: 5_000))
            XCTAssertEqual(app.controller.renderLoop.framesDrawn, frames + 2, "a frame per read")
            app.deliver()
            XCTAssertEqual(app.rows[0], "Search:")
            XCTAssertEqual(app.rows[1], "8 of 8 heroes")
            app.assertConsistent()
        }
    }

    func testCtrlZSuspendsAfterTheKeysBeforeItAreDrawnAndSearched() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            var shownAtSuspension: [String] = []
            app.controller.onSuspend = { shownAtSuspension = app.rows }
            app.read(.text("an"), .control("z"), .text("t"))
            XCTAssertEqual(shownAtSuspension.first, "Search: an", "the keys before Ctrl-Z were drawn")
            XCTAssertEqual(app.rows[0], "Search: ant", "the keys after it are handled once it returns")
            app.deliver()
            XCTAssertEqual(app.rows[1], "0 of 8 heroes", "the search for \"ant\"")
            app.assertConsistent()
        }
    }

    func testKeysThatDoNotEditTheQueryLeaveTheDetailsOpen() {
        MainActor.assumeIsolated {
            let app = AppHarness(animation: .disabled)
            app.type(.text("wonder"), .enter)
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.wonderWoman)
            app.type(.left, .home, .end, .right, .text("\t"), .control("w"), .control("@"))
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.wonderWoman, "cursor moves and unhandled keys")
            let writes = app.writes.count
            app.type(.control("l"))
            XCTAssertEqual(app.controller.detailsHero, HeroFixtures.wonderWoman, "Ctrl-L redraws")
            XCTAssertEqual(app.writes.count, writes + 1)
            XCTAssertTrue(app.writes.last!.hasPrefix("\u{1B}[0m\u{1B}[2J"), "the whole screen")
            app.type(.backspace)
            XCTAssertNil(app.controller.detailsHero, "an edit closes the details")
            XCTAssertEqual(app.rows[0], "Search: wonde")
            app.assertConsistent()
        }
    }
}
