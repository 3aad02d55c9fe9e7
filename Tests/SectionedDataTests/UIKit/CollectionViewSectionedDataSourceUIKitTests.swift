#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    import SectionedData
    import UIKit
    import XCTest

    final class CollectionViewSectionedDataSourceUIKitTests: XCTestCase {
        func testTheCollectionViewIsAnsweredFromTheSectionsAndTheClosures() throws {
            try onMainActor {
                let collectionView = makeCollectionView(in: nil)
                collectionView.register(
                    UICollectionReusableView.self,
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "Header"
                )
                var kinds: [String] = []
                let dataSource = CollectionViewSectionedDataSource<TestSection>(
                    configureCell: itemCell,
                    configureSupplementaryView: { _, collectionView, kind, indexPath in
                        kinds.append(kind)
                        return collectionView.dequeueReusableSupplementaryView(
                            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                    }
                )
                dataSource.setSections([section("A", [1, 2]), section("B", [3])])
                XCTAssertEqual(dataSource.numberOfSections(in: collectionView), 2)
                XCTAssertEqual(dataSource.collectionView(collectionView, numberOfItemsInSection: 1), 1)
                let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 1))
                XCTAssertEqual((cell as? TextItemCell)?.text, "3")
                _ = dataSource.collectionView(
                    collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: 0))
                XCTAssertEqual(kinds, [UICollectionView.elementKindSectionHeader])
                // RxDataSources' default: no item moves.
                XCTAssertFalse(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
                dataSource.canMoveItemAtIndexPath = nil
                XCTAssertFalse(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
                XCTAssertEqual(dataSource[IndexPath(item: 1, section: 0)], row(2))
                XCTAssertEqual(try dataSource.model(at: IndexPath(item: 0, section: 0)) as? Row, row(1))
            }
        }
    }
#endif
