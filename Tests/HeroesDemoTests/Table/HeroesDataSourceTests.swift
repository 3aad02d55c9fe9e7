import HeroTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class HeroesDataSourceTests: XCTestCase {
    func testTitlesCountTheHeroesAndLargeChangesAreNotAnimated() {
        MainActor.assumeIsolated {
            let dataSource = HeroesDataSource.make(longestName: 9, longestTeam: 4)
            XCTAssertEqual(dataSource.maximumAnimatedItemCount, HeroesDataSource.animatedItemLimit)
            XCTAssertTrue(
                dataSource.diffsOffMainThread, "HeroSection is Sendable: large changes diff off the main actor")
            let table = TerminalTableRenderer(animation: .disabled)
            table.dataSource = dataSource
            let sections = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sections(matching: "")
            dataSource.renderer(table, observedEvent: .next(sections))
            XCTAssertEqual(dataSource.titleForHeader(inSection: 0), "Marvel — 5 heroes")
            XCTAssertEqual(dataSource.titleForHeader(inSection: 1), "DC — 3 heroes")
            let one = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of).sections(matching: "wonder")
            dataSource.renderer(table, observedEvent: .next(one))
            XCTAssertEqual(dataSource.titleForHeader(inSection: 0), "DC — 1 hero")
        }
    }
}
