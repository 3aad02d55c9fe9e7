import HeroTestSupport
import SectionedData
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class HeroCellTests: XCTestCase {
    func testTheAppsDataSourceBuildsOneCellPerHero() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let dataSource = HeroesDataSource.make(longestName: 9, longestTeam: 4)
            let table = TerminalTableRenderer()
            table.dataSource = dataSource
            dataSource.renderer(table, observedEvent: .next([HeroSection(model: .dc, items: [HeroFixtures.zoe])]))
            let cell = dataSource.cell(for: ItemPath(sectionIndex: 0, itemIndex: 0), in: table)
            XCTAssertEqual(cell as? HeroCell, HeroCell(hero: HeroFixtures.zoe, longestName: 9, longestTeam: 4))
            XCTAssertEqual(dataSource.titleForHeader(inSection: 0), "DC — 1 hero")
        }
    }
}
