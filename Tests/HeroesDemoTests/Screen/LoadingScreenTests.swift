import TerminalTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class LoadingScreenTests: XCTestCase {
    func testTheMessageSaysWhatLoadsAndHowToStop() {
        XCTAssertEqual(LoadingScreen.message(heroCount: 1_000_000), "Loading 1000000 heroes… (Esc or Ctrl-C to stop)")
        XCTAssertEqual(LoadingScreen.message(heroCount: 1), "Loading 1 hero… (Esc or Ctrl-C to stop)")
        XCTAssertEqual(LoadingScreen.message(heroCount: nil), "Loading heroes… (Esc or Ctrl-C to stop)")
    }

    func testTheFrameShowsTheLabelAndTheMessage() throws {
        let frame = LoadingScreen(layout: ScreenLayout(width: 30, height: 6), colorSupport: .enabled)
            .frame(heroCount: 42)
        var terminal = VirtualTerminal(width: 30, height: 6)
        try terminal.feed(frame.diff(from: nil))
        XCTAssertEqual(terminal.rows[0].trimmingCharacters(in: .whitespaces), "Search:")
        XCTAssertEqual(
            terminal.rows[1],
            DisplayWidth.pad(DisplayWidth.truncate(LoadingScreen.message(heroCount: 42), to: 30), to: 30))
        XCTAssertTrue(terminal.rows[2...].allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    func testATwoRowTerminalStillSaysItIsLoading() throws {
        let frame = LoadingScreen(layout: ScreenLayout(width: 12, height: 2), colorSupport: .disabled)
            .frame(heroCount: 7)
        var terminal = VirtualTerminal(width: 12, height: 2)
        try terminal.feed(frame.diff(from: nil))
        XCTAssertEqual(terminal.rows[1], "Loading 7 h…")
    }
}
