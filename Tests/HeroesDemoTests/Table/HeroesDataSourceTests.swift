import XCTest

@testable import HeroesDemo

final class HeroesDataSourceTests: XCTestCase {
    func testTitlesCountTheHeroesAndLargeChangesAreNotAnimated() {
        MainActor.assumeIsolated {
            let dataSource = HeroesDataSource.make()
            XCTAssertEqual(dataSource.maximumAnimatedItemCount, HeroesDataSource.animatedItemLimit)
            let table = HeroesTableRenderer(animation: .disabled)
            table.dataSource = dataSource
            let sections = HeroFilter(heroes: HeroFixtures.all).sections(matching: "")
            dataSource.renderer(table, observedEvent: .next(sections))
            XCTAssertEqual(dataSource.titleForHeader(inSection: 0), "Marvel — 5 heroes")
            XCTAssertEqual(dataSource.titleForHeader(inSection: 1), "DC — 3 heroes")
            let one = HeroFilter(heroes: HeroFixtures.all).sections(matching: "wonder")
            dataSource.renderer(table, observedEvent: .next(one))
            XCTAssertEqual(dataSource.titleForHeader(inSection: 0), "DC — 1 hero")
        }
    }
}
