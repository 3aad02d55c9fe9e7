import DiffTestSupport
import Foundation
import RxCore
import SectionedData
import XCTest

private let sections = [section("A", [1, 2, 3]), section("B", [4]), section("C", [])]

@MainActor
private func makeDataSource() -> SectionedDataSource<TestSection> {
    let dataSource = SectionedDataSource<TestSection>(configureCell: textCell)
    dataSource.setSections(sections)
    return dataSource
}

final class SectionedDataSourceTests: XCTestCase {
    func testSubscriptsReadSectionsAndItems() {
        onMainActor {
            let dataSource = makeDataSource()
            XCTAssertEqual(dataSource.sectionModels, sections)
            XCTAssertEqual(dataSource[section: 1], section("B", [4]))
            XCTAssertEqual(dataSource[path(0, 2)], row(3))
            XCTAssertEqual(dataSource[indexPath: path(1, 0)], row(4))
        }
    }

    func testSubscriptsReplaceAnItemAndKeepTheSectionModel() {
        onMainActor {
            let dataSource = makeDataSource()
            dataSource[path(0, 1)] = row(2, 1)
            dataSource[indexPath: path(1, 0)] = row(8)
            XCTAssertEqual(
                dataSource.sectionModels,
                [section("A", rows: [row(1), row(2, 1), row(3)]), section("B", [8]), section("C", [])]
            )
        }
    }

    func testModelAtReturnsTheItemOrSaysWhyThereIsNone() throws {
        try onMainActor {
            let dataSource = makeDataSource()
            XCTAssertEqual(try dataSource.model(at: path(0, 0)) as? Row, row(1))
            let cases: [(ItemPath, String)] = [
                (
                    path(3, 0),
                    "Item path [3, 0] is out of range: there is no section 3 (the data source has 3 sections)"
                ),
                (
                    path(-1, 0),
                    "Item path [-1, 0] is out of range: there is no section -1 (the data source has 3 sections)"
                ),
                (path(1, 1), "Item path [1, 1] is out of range: section 1 has 1 item"),
                (path(0, -1), "Item path [0, -1] is out of range: section 0 has 3 items"),
                (path(2, 0), "Item path [2, 0] is out of range: section 2 has 0 items"),
            ]
            for (path, message) in cases {
                XCTAssertThrowsError(try dataSource.model(at: path)) { error in
                    XCTAssertEqual("\(error)", message)
                    guard case RxDataSourceError.outOfBounds(let reported, let sectionCount, _) = error else {
                        return XCTFail("unexpected error \(error)")
                    }
                    XCTAssertEqual(reported, path)
                    XCTAssertEqual(sectionCount, 3)
                }
            }
        }
    }

    func testModelAtIndexPathAnswersRxCocoasProtocol() throws {
        try onMainActor {
            let dataSource: any SectionedViewDataSourceType = makeDataSource()
            XCTAssertEqual(try dataSource.model(at: IndexPath(indexes: [0, 2])) as? Row, row(3))
            XCTAssertEqual(try dataSource.model(at: IndexPath(indexes: [1, 0])) as? Row, row(4))
            XCTAssertThrowsError(try dataSource.model(at: IndexPath(indexes: [2, 0]))) { error in
                XCTAssertEqual("\(error)", "Item path [2, 0] is out of range: section 2 has 0 items")
            }
            for indexPath in [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])] {
                XCTAssertThrowsError(try dataSource.model(at: indexPath)) { error in
                    XCTAssertEqual(
                        "\(error)",
                        "Index path \(indexPath) names no row: a row needs a section and an item index"
                    )
                }
            }
        }
    }

    func testSetSectionsReplacesEverything() {
        onMainActor {
            let dataSource = makeDataSource()
            dataSource.setSections([])
            XCTAssertEqual(dataSource.sectionModels, [])
            XCTAssertEqual(dataSource.numberOfSections, 0)
        }
    }

    func testMoveItemInsideASectionAndAcrossSections() {
        onMainActor {
            let dataSource = makeDataSource()
            // As UITableView reports it: the destination counts without the moved row.
            dataSource.moveItem(from: path(0, 0), to: path(0, 2))
            XCTAssertEqual(dataSource.sectionModels, [section("A", [2, 3, 1]), section("B", [4]), section("C", [])])
            dataSource.moveItem(from: path(0, 1), to: path(2, 0))
            XCTAssertEqual(dataSource.sectionModels, [section("A", [2, 1]), section("B", [4]), section("C", [3])])
            dataSource.moveItem(from: path(1, 0), to: path(0, 0))
            XCTAssertEqual(dataSource.sectionModels, [section("A", [4, 2, 1]), section("B", []), section("C", [3])])
        }
    }

    func testTheConfigurationClosuresHaveRxDataSourcesDefaults() {
        onMainActor {
            let dataSource = makeDataSource()
            XCTAssertNil(dataSource.titleForHeaderInSection(dataSource, 0))
            XCTAssertNil(dataSource.titleForFooterInSection(dataSource, 0))
            XCTAssertFalse(dataSource.canEditRowAtIndexPath(dataSource, path(0, 0)))
            XCTAssertFalse(dataSource.canMoveRowAtIndexPath(dataSource, path(0, 0)))
            XCTAssertNil(dataSource.sectionIndexTitles(dataSource))
            XCTAssertEqual(dataSource.sectionForSectionIndexTitle(dataSource, "B", 1), 1)
        }
    }

    func testTheConfigurationClosuresCanBeReplaced() {
        onMainActor {
            let dataSource = makeDataSource()
            dataSource.titleForHeaderInSection = { dataSource, index in "header \(dataSource[section: index].model)" }
            dataSource.canEditRowAtIndexPath = { _, path in path.itemIndex == 0 }
            XCTAssertEqual(dataSource.titleForHeader(inSection: 1), "header B")
            XCTAssertTrue(dataSource.canEditItem(at: path(0, 0)))
            XCTAssertFalse(dataSource.canEditItem(at: path(0, 1)))
        }
    }
}
