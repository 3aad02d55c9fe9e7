import HeroTestSupport
import SectionedData
import XCTest

@testable import HeroCatalog

final class HeroSectionTests: XCTestCase {
    func testASectionIsIdentifiedByItsUniverseAndKeepsItWithNewRows() {
        let section = HeroSection(model: .dc, items: [HeroFixtures.batman])
        XCTAssertEqual(section.identity, .dc)
        let refilled = HeroSection(original: section, items: [HeroFixtures.zoe])
        XCTAssertEqual(refilled.identity, .dc)
        XCTAssertEqual(refilled.items, [HeroFixtures.zoe])
        XCTAssertEqual(Universe.marvel.identity, .marvel)
    }

    func testTheDiffAnimatesAFilterAsRowChanges() throws {
        let before = [
            HeroSection(model: .marvel, items: [HeroFixtures.arana, HeroFixtures.spiderMan]),
            HeroSection(model: .dc, items: [HeroFixtures.batman]),
        ]
        let after = [HeroSection(model: .marvel, items: [HeroFixtures.spiderMan, HeroFixtures.starLord])]
        let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
        XCTAssertEqual(stages.count, 2)
        XCTAssertEqual(stages[0].deletedSections, [1])
        XCTAssertEqual(stages[0].deletedItems, [ItemPath(sectionIndex: 0, itemIndex: 0)])
        XCTAssertEqual(stages[1].insertedItems, [ItemPath(sectionIndex: 0, itemIndex: 1)])
        XCTAssertEqual(stages.last?.finalSections, after)
    }
}
