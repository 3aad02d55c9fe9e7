import HeroTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class SearchResultTests: XCTestCase {
    func testCountsTheHeroesOfEverySection() {
        let sections = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sections(matching: "an")
        XCTAssertEqual(sections.count, 2)
        XCTAssertEqual(SearchResult(needle: Array("an".utf8), sections: sections).heroCount, 6)
        XCTAssertEqual(SearchResult(needle: [], sections: []).heroCount, 0)
    }
}
