#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    import SectionedData
    import UIKit
    import XCTest

    final class TableViewSectionedDataSourceUIKitTests: XCTestCase {
        @MainActor
        private static func makeDataSource() -> TableViewSectionedDataSource<TestSection> {
            let dataSource = TableViewSectionedDataSource<TestSection>(
                configureCell: rowCell,
                titleForHeaderInSection: { dataSource, index in "header \(dataSource[index].model.title)" },
                titleForFooterInSection: { dataSource, index in "footer \(dataSource[index].model.title)" },
                canEditRowAtIndexPath: { dataSource, indexPath in dataSource[indexPath].id.isMultiple(of: 2) },
                canMoveRowAtIndexPath: { _, indexPath in indexPath.section == 0 },
                sectionIndexTitles: { dataSource in dataSource.sectionModels.map(\.model.title) },
                sectionForSectionIndexTitle: { _, _, index in index + 1 }
            )
            dataSource.setSections([section("A", [1, 2]), section("B", [3])])
            return dataSource
        }

        func testTheTableIsAnsweredFromTheSectionsAndTheClosures() {
            onMainActor {
                let tableView = makeTableView(in: nil)
                let dataSource = Self.makeDataSource()
                XCTAssertEqual(dataSource.numberOfSections(in: tableView), 2)
                XCTAssertEqual(dataSource.tableView(tableView, numberOfRowsInSection: 0), 2)
                XCTAssertEqual(dataSource.tableView(tableView, numberOfRowsInSection: 5), 0)
                let cell = dataSource.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
                XCTAssertEqual(cell.textLabel?.text, "2")
                XCTAssertEqual(dataSource.tableView(tableView, titleForHeaderInSection: 1), "header B")
                XCTAssertEqual(dataSource.tableView(tableView, titleForFooterInSection: 0), "footer A")
                XCTAssertFalse(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
                XCTAssertTrue(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 1, section: 0)))
                XCTAssertFalse(dataSource.tableView(tableView, canMoveRowAt: IndexPath(row: 0, section: 1)))
                XCTAssertEqual(dataSource.sectionIndexTitles(for: tableView), ["A", "B"])
                XCTAssertEqual(dataSource.tableView(tableView, sectionForSectionIndexTitle: "A", at: 0), 1)
            }
        }

        func testSubscriptsAndModelAtReadAndReplaceItems() throws {
            try onMainActor {
                let dataSource = Self.makeDataSource()
                XCTAssertEqual(dataSource[1], section("B", [3]))
                XCTAssertEqual(dataSource[IndexPath(row: 1, section: 0)], row(2))
                dataSource[IndexPath(row: 1, section: 0)] = row(2, 1)
                XCTAssertEqual(dataSource.sectionModels[0].items, [row(1), row(2, 1)])
                XCTAssertEqual(try dataSource.model(at: IndexPath(row: 0, section: 1)) as? Row, row(3))
                XCTAssertThrowsError(try dataSource.model(at: IndexPath(row: 1, section: 1))) { error in
                    XCTAssertEqual(
                        "\(error)", "Item path [1, 1] is out of range: section 1 has 1 item")
                }
                XCTAssertThrowsError(try dataSource.model(at: IndexPath(row: 0, section: 2)))
            }
        }

        func testAMovedRowMovesItsItemAcrossSections() {
            onMainActor {
                let tableView = makeTableView(in: nil)
                let dataSource = Self.makeDataSource()
                dataSource.tableView(
                    tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
                XCTAssertEqual(dataSource.sectionModels.map { $0.items.map(\.id) }, [[2], [3, 1]])
                XCTAssertEqual(dataSource.sectionModels.map(\.model.id), ["A", "B"])
            }
        }
    }
#endif
