import HeroTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class DetailsStateTests: XCTestCase {
    func testEnterOpensTheSelectedHeroAndTheDetailsFollowTheSelection() {
        var details = DetailsState()
        XCTAssertEqual(details.enter(selected: HeroFixtures.batman), .opened)
        XCTAssertEqual(details.hero, HeroFixtures.batman)
        details.selectionChanged(to: HeroFixtures.spiderMan)
        XCTAssertEqual(details.hero, HeroFixtures.spiderMan)
        details.selectionChanged(to: nil)
        XCTAssertFalse(details.isOpen, "the hero left the table")
    }

    func testEnterWithoutASelectionWaitsForOne() {
        var details = DetailsState()
        XCTAssertEqual(details.enter(selected: nil), .needsSelection)
        XCTAssertTrue(details.isRequested)
        details.selectionChanged(to: nil)
        XCTAssertFalse(details.isOpen)
        XCTAssertTrue(details.isRequested, "still waiting")
        details.selectionChanged(to: HeroFixtures.arana)
        XCTAssertEqual(details.hero, HeroFixtures.arana)
        XCTAssertFalse(details.isRequested)
    }

    func testAnotherKeyCancelsTheRequestAndCloseCloses() {
        var details = DetailsState()
        _ = details.enter(selected: nil)
        details.cancelRequest()
        details.selectionChanged(to: HeroFixtures.arana)
        XCTAssertFalse(details.isOpen, "a selection made by another key opens nothing")
        _ = details.enter(selected: HeroFixtures.arana)
        details.close()
        XCTAssertNil(details.hero)
    }
}
