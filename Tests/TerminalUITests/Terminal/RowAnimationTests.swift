import XCTest

@testable import TerminalUI

final class RowAnimationTests: XCTestCase {
    private let animation = RowAnimation.standard

    private func look(_ change: RowChange, _ milliseconds: Int) -> RowAppearance {
        animation.appearance(of: change, at: .milliseconds(milliseconds))
    }

    func testTheStandardAnimationLasts320Milliseconds() {
        XCTAssertEqual(animation.duration, .milliseconds(320))
        XCTAssertFalse(animation.isFinished(at: .zero))
        XCTAssertFalse(animation.isFinished(at: .milliseconds(319)))
        XCTAssertTrue(animation.isFinished(at: .milliseconds(320)))
        XCTAssertTrue(animation.isFinished(at: .seconds(5)))
    }

    func testInsertedRowsFadeFromGreenToNormal() {
        XCTAssertEqual(look(.inserted, 0), RowAppearance(background: .palette(34)))
        XCTAssertEqual(look(.inserted, 100), RowAppearance(background: .palette(34)))
        XCTAssertEqual(look(.inserted, 107), RowAppearance(background: .palette(28)))
        XCTAssertEqual(look(.inserted, 200), RowAppearance(background: .palette(28)))
        XCTAssertEqual(look(.inserted, 214), RowAppearance(background: .palette(22)))
        XCTAssertEqual(look(.inserted, 319), RowAppearance(background: .palette(22)))
        XCTAssertEqual(look(.inserted, 320), .settled)
        XCTAssertEqual(look(.inserted, 1_000), .settled)
    }

    func testDeletedRowsFadeOutCrossedOutThenCollapse() {
        let fading = { (grey: UInt8) in
            RowAppearance(foreground: .palette(grey), dim: true, strikethrough: true)
        }
        XCTAssertEqual(look(.deleted, 0), fading(250))
        XCTAssertEqual(look(.deleted, 79), fading(250))
        XCTAssertEqual(look(.deleted, 80), fading(244))
        XCTAssertEqual(look(.deleted, 160), fading(238))
        XCTAssertEqual(look(.deleted, 239), fading(238))
        XCTAssertEqual(look(.deleted, 240), .collapsed)
        XCTAssertEqual(look(.deleted, 320), .collapsed)
        XCTAssertEqual(look(.deleted, 5_000), .collapsed)
    }

    func testMovedRowsAreMarkedForTheWholeAnimation() {
        let marked = RowAppearance(bold: true, marker: "»")
        XCTAssertEqual(look(.moved, 0), marked)
        XCTAssertEqual(look(.moved, 200), marked)
        XCTAssertEqual(look(.moved, 319), marked)
        XCTAssertEqual(look(.moved, 320), .settled)
    }

    func testUpdatedRowsFlashDuringTheFirstHalf() {
        XCTAssertEqual(look(.updated, 0), RowAppearance(background: .palette(142)))
        XCTAssertEqual(look(.updated, 54), RowAppearance(background: .palette(100)))
        XCTAssertEqual(look(.updated, 107), RowAppearance(background: .palette(58)))
        XCTAssertEqual(look(.updated, 159), RowAppearance(background: .palette(58)))
        XCTAssertEqual(look(.updated, 160), .settled)
        XCTAssertEqual(look(.updated, 300), .settled)
    }

    func testUnchangedRowsNeverAnimate() {
        for milliseconds in [0, 100, 320, 1_000] {
            XCTAssertEqual(look(.unchanged, milliseconds), .settled)
        }
    }

    func testNegativeTimesCountAsTheStart() {
        for change in RowChange.allCases {
            XCTAssertEqual(animation.appearance(of: change, at: .milliseconds(-50)), look(change, 0), "\(change)")
        }
    }

    func testADisabledAnimationSettlesEverythingAtOnce() {
        let disabled = RowAnimation.disabled
        XCTAssertEqual(disabled.duration, .zero)
        XCTAssertTrue(disabled.isFinished(at: .zero))
        XCTAssertEqual(RowAnimation(duration: .milliseconds(-5)), disabled)
        for change in RowChange.allCases {
            let expected: RowAppearance = change == .deleted ? .collapsed : .settled
            XCTAssertEqual(disabled.appearance(of: change, at: .zero), expected, "\(change)")
        }
    }

    func testEveryKindSettlesExactlyAtTheDuration() {
        let short = RowAnimation(duration: .milliseconds(100))
        for change in RowChange.allCases {
            let expected: RowAppearance = change == .deleted ? .collapsed : .settled
            XCTAssertEqual(short.appearance(of: change, at: .milliseconds(100)), expected, "\(change)")
            XCTAssertEqual(
                short.appearance(of: change, at: .milliseconds(99)).isVisible, change != .deleted, "\(change)")
        }
    }
}
