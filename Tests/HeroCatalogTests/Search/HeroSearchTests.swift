import HeroTestSupport
import TerminalUI
import TestSupport
import XCTest

@testable import HeroCatalog

final class HeroSearchTests: XCTestCase {
    func testAnswersLikeTheFilterWhileReusingEarlierResults() throws {
        let filter = HeroFilter(heroes: try HeroCatalog.bundled().heroes, displayWidth: DisplayWidth.of)
        var search = HeroSearch(filter: filter)
        let queries = [
            "s", "sp", "spi", "spider", "spide", "spi", "sp", "s", "", "x", "x-", "x-men", "WOMAN", "woman ",
        ]
        for query in queries {
            XCTAssertEqual(search.sections(matching: query), filter.sections(matching: query), query)
        }
        // "s" and "" scan everything; "sp" … "spider", "spide", "x", "x-men" and "WOMAN" refine an
        // earlier result ("" covers every query); "spi", "sp", "s", "x-" (folded, it is "x") and
        // "woman " are remembered.
        XCTAssertEqual(search.statistics, HeroSearch.Statistics(cached: 5, refined: 7, scanned: 2))
    }

    func testKeepsAtMostItsCapacity() {
        let filter = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of)
        var search = HeroSearch(filter: filter, capacity: 2)
        _ = search.sections(matching: "a")
        _ = search.sections(matching: "b")
        _ = search.sections(matching: "c")
        _ = search.sections(matching: "a")
        XCTAssertEqual(search.statistics.cached, 0, "\"a\" was forgotten")
        _ = search.sections(matching: "a")
        XCTAssertEqual(search.statistics.cached, 1)
    }

    func testRandomQueriesAgreeWithTheFilter() {
        let heroes = SyntheticHeroes.make(count: 2_000)
        let filter = HeroFilter(heroes: heroes, displayWidth: DisplayWidth.of)
        var search = HeroSearch(filter: filter, capacity: 4)
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var query = ""
        for step in 0..<400 {
            switch random.next(below: 4) {
            case 0 where !query.isEmpty: query.removeLast()
            case 1: query = ""
            default: query.append(random.pick(Array("aeinorst -2é雷")))
            }
            let expected = filter.sections(matching: query)
            XCTAssertEqual(
                search.sections(matching: query), expected,
                "seed \(seed), step \(step), query \(query.debugDescription)")
            if search.sections(matching: query) != expected { return }
        }
    }
}
