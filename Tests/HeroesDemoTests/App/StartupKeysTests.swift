import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class StartupKeysTests: XCTestCase {
    func testEditingKeysAreKeptInOrderUntilTaken() {
        var startup = StartupKeys()
        for key in [Key.text("s"), .text("p"), .left, .backspace, .alt(.text("f"))] {
            XCTAssertEqual(startup.receive(key), .kept, "\(key)")
        }
        XCTAssertEqual(startup.take(), [.text("s"), .text("p"), .left, .backspace, .alt(.text("f"))])
        XCTAssertEqual(startup.keys, [], "taken keys are forgotten")
        XCTAssertEqual(startup.editor, LineEditor(), "and so is the text they typed")
        XCTAssertEqual(startup.take(), [])
    }

    func testKeysThatActOnTheUnseenTableAreDropped() {
        var startup = StartupKeys()
        startup.receive(.text("nova"))
        for key in [Key.down, .up, .pageDown, .pageUp, .enter] {
            XCTAssertEqual(startup.receive(key), .dropped, "\(key)")
        }
        startup.receive(.text("x"))
        XCTAssertEqual(startup.keys, [.text("nova"), .text("x")])
    }

    func testTheEditorShowsWhatTheKeptKeysType() {
        var startup = StartupKeys()
        for key in [Key.text("nova"), .backspace, .left, .text("x")] { startup.receive(key) }
        XCTAssertEqual(startup.editor.text, "noxv")
        MainActor.assumeIsolated {
            let field = SearchField()
            for key in startup.keys { field.handle(key) }
            XCTAssertEqual(field.text, startup.editor.text, "replayed keys type the same text")
        }
    }

    func testEscQuitsCtrlCInterruptsAndCtrlZSuspends() {
        var startup = StartupKeys()
        startup.receive(.text("a"))
        XCTAssertEqual(startup.receive(.escape), .quit(.success))
        XCTAssertEqual(startup.receive(.control("c")), .quit(.interrupted))
        XCTAssertEqual(startup.receive(.control("z")), .suspend)
        XCTAssertEqual(startup.keys, [.text("a")], "quitting and suspending keys are not kept")
        XCTAssertEqual(ExitStatus.interrupted.rawValue, 130)
    }
}
