import XCTest

@testable import HeroesDemo

final class StartupKeysTests: XCTestCase {
    func testKeysAreKeptInOrderUntilTaken() {
        var startup = StartupKeys()
        for key in [Key.text("s"), .text("p"), .down, .enter, .backspace] {
            XCTAssertEqual(startup.receive(key), .kept, "\(key)")
        }
        XCTAssertEqual(startup.take(), [.text("s"), .text("p"), .down, .enter, .backspace])
        XCTAssertEqual(startup.keys, [], "taken keys are forgotten")
        XCTAssertEqual(startup.take(), [])
    }

    func testEscQuitsAndCtrlCInterrupts() {
        var startup = StartupKeys()
        startup.receive(.text("a"))
        XCTAssertEqual(startup.receive(.escape), .quit(.success))
        XCTAssertEqual(startup.receive(.control("c")), .quit(.interrupted))
        XCTAssertEqual(startup.keys, [.text("a")], "quitting keys are not kept")
        XCTAssertEqual(ExitStatus.interrupted.rawValue, 130)
    }
}
