import XCTest

@testable import HeroCatalog

final class HeroStoreColumnsTests: XCTestCase {
    private func columns(_ heroes: [(name: String, team: UInt32)]) -> HeroStore.Columns {
        var columns = HeroStore.Columns()
        for hero in heroes {
            columns.names.append(contentsOf: hero.name.utf8)
            columns.endHero(universe: .dc, teamNumber: hero.team, introNumber: hero.team + 10, iconNumber: 0)
        }
        return columns
    }

    func testEachHeroEndsItsNameAndTakesOneEntryAColumn() {
        let columns = columns([("Storm", 0), ("", 1), ("Zoë", 2)])
        XCTAssertEqual(columns.count, 3)
        XCTAssertEqual(columns.nameEnds, [0, 5, 5, 9])
        XCTAssertEqual((0..<3).map { Array(columns.name($0)) }, [Array("Storm".utf8), [], Array("Zoë".utf8)])
        XCTAssertEqual(columns.teamNumbers, [0, 1, 2])
        XCTAssertEqual(columns.introNumbers, [10, 11, 12])
        XCTAssertEqual(columns.universes, [.dc, .dc, .dc])
    }

    func testAppendingMovesTheNameEndsAndMapsTheNumbers() {
        var first = columns([("Storm", 0)])
        first.append(contentsOf: columns([("Zoë", 0), ("Cyclops", 1)]), teams: [7, 8])
        XCTAssertEqual(first.nameEnds, [0, 5, 9, 16])
        XCTAssertEqual((0..<3).map { String(decoding: first.name($0), as: UTF8.self) }, ["Storm", "Zoë", "Cyclops"])
        XCTAssertEqual(first.teamNumbers, [0, 7, 8])
        XCTAssertEqual(first.introNumbers, [10, 10, 11], "no map: kept as they are")
        var empty = HeroStore.Columns()
        empty.append(contentsOf: HeroStore.Columns())
        XCTAssertEqual(empty.count, 0)
        XCTAssertEqual(empty.nameEnds, [0])
    }
}
