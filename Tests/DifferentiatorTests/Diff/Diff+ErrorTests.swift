import DiffTestSupport
import Differentiator
import XCTest

final class DiffErrorTests: XCTestCase {
    private let base = DiffFixtures.base

    func testRepeatedItemInOneInitialSection() {
        let initial = [section("A", [1, 2, 1]), section("B", [4])]
        assertDiffThrows(initial, base, .duplicateItem(item: row(1)))
    }

    func testRepeatedItemAcrossInitialSections() {
        let initial = [section("A", [1, 2]), section("B", [4, 2])]
        assertDiffThrows(initial, base, .duplicateItem(item: row(2)))
    }

    func testRepeatedItemInOneFinalSection() {
        let final = [section("A", [1, 2, 3, 3])] + base.dropFirst()
        assertDiffThrows(base, final, .duplicateItem(item: row(3)))
    }

    func testRepeatedItemAcrossFinalSections() {
        let final = [section("A", [1, 2, 3]), section("B", [4, 5, 6, 1])] + base.dropFirst(2)
        assertDiffThrows(base, final, .duplicateItem(item: row(1)))
    }

    func testRepeatedFinalItemFoundWhenPairedInOrderAfterALookup() {
        // Final A's 2 is looked up and pairs with B's 2; final B's 2 then pairs in order with it.
        let initial = [section("A", [1]), section("B", [2])]
        let final = [section("A", rows: [row(2, 1)]), section("B", [2])]
        assertDiffThrows(initial, final, .duplicateItem(item: row(2)))
    }

    func testRepeatedFinalItemFoundWhenPairedInReverseOrder() {
        let rows = Array(1...40)
        let final = [section("A", Array(rows.reversed()) + [40])]
        assertDiffThrows([section("A", rows)], final, .duplicateItem(item: row(40)))
    }

    func testRepeatedNewItemInTheFinalList() {
        // 99 is in no initial section, so only the final side can notice the repeat.
        let final = [section("A", [1, 99]), section("B", [99])]
        assertDiffThrows(base, final, .duplicateItem(item: row(99)))
    }

    func testRepeatedItemThatIsUpdatedToo() {
        let final = [section("A", rows: [row(1), row(1, 1)])]
        assertDiffThrows(base, final, .duplicateItem(item: row(1, 1)))
    }

    func testRepeatedItemsInsideDeletedAndInsertedSectionsAreFound() {
        assertDiffThrows([section("Gone", [1, 1])], [section("New", [2])], .duplicateItem(item: row(1)))
        assertDiffThrows([section("Gone", [1])], [section("New", [2, 2])], .duplicateItem(item: row(2)))
    }

    func testRepeatedInitialSection() {
        let initial = base + [section("B", [20])]
        assertDiffThrows(initial, base, .duplicateSection(section: section("B", [20])))
    }

    func testRepeatedFinalSection() {
        let final = base + [section("A", [20])]
        assertDiffThrows(base, final, .duplicateSection(section: section("A", [20])))
    }

    func testRepeatedNewFinalSection() {
        let final = base + [section("E", [20]), section("E", [21])]
        assertDiffThrows(base, final, .duplicateSection(section: section("E", [21])))
    }

    func testInitializerThatDropsItemsIsReported() {
        let initial = [ForgetfulSection(name: "A", items: [1, 2, 3]), ForgetfulSection(name: "B", items: [4])]
        let final = [ForgetfulSection(name: "B", items: [4]), ForgetfulSection(name: "A", items: [1])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)) {
            guard case .invalidInitializerImplementation(let section, let items, let identity) = $0 as? Diff.Error
            else {
                return XCTFail("unexpected error \($0)")
            }
            XCTAssertEqual((section as? ForgetfulSection)?.items, [])
            XCTAssertEqual(items as? [Int], [1])
            XCTAssertEqual(identity as? String, "A")
        }
    }

    func testDescriptionsNameTheIdentity() {
        XCTAssertEqual(
            "\(Diff.Error.duplicateItem(item: row(7, 1)))",
            "Duplicate item identity 7: item 7' has the same identity as another item of the same list of sections; "
                + "identities must be unique across all sections"
        )
        XCTAssertEqual(
            "\(Diff.Error.duplicateSection(section: section("B", [4])))",
            "Duplicate section identity B: section B > [4] has the same identity as another section of the same list"
        )
        XCTAssertEqual(
            Diff.Error.invalidInitializerImplementation(
                section: section("X", []), expectedItems: [1], expectedIdentifier: "A"
            )
            .debugDescription,
            "Invalid init(original:items:) implementation: it must keep the original's identity A and store the given "
                + "items [1], but it built X > [] with identity X"
        )
        XCTAssertEqual(
            "\(Diff.Error.duplicateItem(item: "not identifiable" as Substring))",
            "Duplicate item identity (unknown): item not identifiable has the same identity as another item of the "
                + "same list of sections; identities must be unique across all sections"
        )
    }
}

/// A section whose `init(original:items:)` ignores the items it is given.
private struct ForgetfulSection: AnimatableSectionModelType, Equatable {
    var name: String
    var items: [Int]

    var identity: String { name }

    init(name: String, items: [Int]) {
        self.name = name
        self.items = items
    }

    init(original: ForgetfulSection, items: [Int]) {
        self.init(name: original.name, items: [])
    }
}
