import DiffTestSupport
import Differentiator
import XCTest

final class AnimatableSectionModelTests: XCTestCase {
    func testIdentityIsTheModelIdentity() {
        let section = TestSection(model: Header(id: "marvel", title: "Marvel"), items: [row(1)])
        XCTAssertEqual(section.identity, "marvel")
    }

    func testInitOriginalKeepsModelAndReplacesItems() {
        let original = TestSection(model: Header(id: "marvel", title: "Marvel"), items: [row(1), row(2)])
        let rebuilt = TestSection(original: original, items: [row(3)])
        XCTAssertEqual(rebuilt.model, original.model)
        XCTAssertEqual(rebuilt.items, [row(3)])
    }

    func testEqualityComparesModelAndItems() {
        XCTAssertEqual(section("A", [1, 2]), section("A", [1, 2]))
        XCTAssertNotEqual(section("A", [1, 2]), section("A", [2, 1]))
        XCTAssertNotEqual(section("A", title: "a", rows: [row(1)]), section("A", title: "b", rows: [row(1)]))
        XCTAssertNotEqual(section("A", rows: [row(1)]), section("A", rows: [row(1, 1)]))
    }

    func testDescriptionShowsModelAndItems() {
        XCTAssertEqual(AnimatableSectionModel(model: "DC", items: [1, 2]).description, "DC > [1, 2]")
    }
}
