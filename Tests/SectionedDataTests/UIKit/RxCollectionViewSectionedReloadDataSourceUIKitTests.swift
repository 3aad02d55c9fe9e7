#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    import SectionedData
    import UIKit
    import XCTest

    final class RxCollectionViewSectionedReloadDataSourceUIKitTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testEveryListReplacesTheSectionsAndReloadsTheCollectionView() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let collectionView = makeCollectionView(in: window)
                let dataSource = RxCollectionViewSectionedReloadDataSource<TestSection>(configureCell: itemCell)
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: collectionView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2]), section("B", [3])])
                XCTAssertEqual(shownItems(of: collectionView), [["1", "2"], ["3"]])
                lists.onNext([section("B", [3, 3, 4])])
                XCTAssertEqual(shownItems(of: collectionView), [["3", "3", "4"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }
    }
#endif
