import HeroTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class SearchWorkerTests: XCTestCase {
    func testAnswersLikeTheFilterWithTheQuerysNeedle() {
        let filter = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of)
        let worker = SearchWorker(search: HeroSearch(filter: filter))
        for query in ["", "  Bät", "man", "zzz", "man"] {
            let result = worker.result(for: query)
            XCTAssertEqual(result.needle, HeroFilter.needle(for: query), query)
            XCTAssertEqual(result.sections, filter.sections(matching: query), query)
            XCTAssertEqual(result.heroCount, filter.sections(matching: query).reduce(0) { $0 + $1.items.count })
        }
    }
}
