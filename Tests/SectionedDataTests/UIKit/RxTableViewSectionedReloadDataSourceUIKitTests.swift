#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    import SectionedData
    import UIKit
    import XCTest

    final class RxTableViewSectionedReloadDataSourceUIKitTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testEveryListReplacesTheSectionsAndReloadsTheTable() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let dataSource = RxTableViewSectionedReloadDataSource<TestSection>(configureCell: rowCell)
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2]), section("B", [3])])
                XCTAssertEqual(shownRows(of: tableView), [["1", "2"], ["3"]])
                // Not even a valid diff: a repeated identity.
                lists.onNext([section("B", [3, 3, 4])])
                XCTAssertEqual(shownRows(of: tableView), [["3", "3", "4"]])
                XCTAssertEqual(dataSource.sectionModels, [section("B", [3, 3, 4])])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testItsDefaultsAreRxDataSourcesTableDefaults() {
            onMainActor {
                let tableView = makeTableView(in: nil)
                let dataSource = RxTableViewSectionedReloadDataSource<TestSection>(configureCell: rowCell)
                dataSource.setSections([section("A", [1])])
                let first = IndexPath(row: 0, section: 0)
                XCTAssertTrue(dataSource.tableView(tableView, canEditRowAt: first))
                XCTAssertTrue(dataSource.tableView(tableView, canMoveRowAt: first))
                XCTAssertNil(dataSource.tableView(tableView, titleForHeaderInSection: 0))
                XCTAssertNil(dataSource.tableView(tableView, titleForFooterInSection: 0))
                XCTAssertNil(dataSource.sectionIndexTitles(for: tableView))
                XCTAssertEqual(dataSource.tableView(tableView, sectionForSectionIndexTitle: "A", at: 3), 3)
            }
        }
    }
#endif
