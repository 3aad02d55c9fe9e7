import HeroTestSupport
import XCTest

@testable import HeroCatalog

final class HeroShelfTests: XCTestCase {
    func testAnEmptyShelfHoldsNothing() {
        let shelf = HeroShelf()
        XCTAssertEqual(shelf.heroes, [])
        XCTAssertEqual(shelf.text, [])
        XCTAssertEqual(shelf.ends, [0])
        XCTAssertEqual(shelf.teams, [])
        XCTAssertEqual(shelf.masks, [])
        XCTAssertEqual(shelf.pairs, [])
        shelf._checkInvariants()
    }

    func testANameIsTheTextBetweenItsEnds() {
        var shelf = HeroShelf()
        let spider = Hero(name: "🕷️", universe: .dc, team: "Solo", intro: "Folds to nothing.", icon: "🕷️")
        shelf.heroes = [HeroFixtures.batman, spider, HeroFixtures.starLord]
        shelf.text = Array("batmanstarlord".utf8)
        shelf.ends = [0, 6, 6, 14]
        shelf.teams = [0, 1, 0]
        shelf.masks = ["batman", "", "starlord"].map { CharacterMask(of: Array($0.utf8)) }
        shelf.pairs = ["batman", "", "starlord"].map { PairMask(of: Array($0.utf8)) }
        shelf._checkInvariants()
        XCTAssertEqual(Array(shelf.name(0)), Array("batman".utf8))
        XCTAssertEqual(Array(shelf.name(1)), [])
        XCTAssertEqual(Array(shelf.name(2)), Array("starlord".utf8))
    }
}
