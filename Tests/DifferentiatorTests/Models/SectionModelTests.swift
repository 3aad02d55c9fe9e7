import DiffTestSupport
import Differentiator
import XCTest

final class SectionModelTests: XCTestCase {
    func testInitOriginalKeepsModelAndReplacesItems() {
        let original = SectionModel(model: "Marvel", items: ["Hulk", "Thor"])
        let rebuilt = SectionModel(original: original, items: ["Storm"])
        XCTAssertEqual(rebuilt.model, "Marvel")
        XCTAssertEqual(rebuilt.items, ["Storm"])
        XCTAssertEqual(rebuilt.identity, "Marvel")
    }

    func testDescriptionShowsModelAndItems() {
        XCTAssertEqual(SectionModel(model: "DC", items: [1, 2]).description, "DC > [1, 2]")
    }

    func testItemPathOrdersBySectionThenItem() {
        let paths = [
            ItemPath(sectionIndex: 1, itemIndex: 0),
            ItemPath(sectionIndex: 0, itemIndex: 2),
            ItemPath(sectionIndex: 0, itemIndex: 1),
        ]
        XCTAssertEqual(paths.sorted().map(\.description), ["[0, 1]", "[0, 2]", "[1, 0]"])
    }
}
