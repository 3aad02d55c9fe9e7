#if canImport(UIKit) && UIKIT_MODEL
    import UIKit
    import XCTest

    /// The collection view model: its own counts, UIKit's messages with "items", dequeue, selection.
    // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
    final class UIKitModelCollectionViewTests: XCTestCase {
        private final class Header: UICollectionReusableView {}

        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        @MainActor private static func makeView(_ source: UIKitModelTableSource) -> UICollectionView {
            let layout = UICollectionViewFlowLayout()
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            view.dataSource = source
            return view
        }

        func testAMissingItemCountIsReportedWithUIKitsMessage() {
            MainActor.assumeIsolated {
                let messages = recordUIKitInconsistencies()
                let source = UIKitModelTableSource([["a"], ["b", "c"]])
                let view = Self.makeView(source)
                XCTAssertEqual(view.numberOfItems(inSection: 1), 2)
                source.sections[1].removeLast()
                view.performBatchUpdates({}, completion: nil)
                XCTAssertEqual(
                    messages(),
                    [
                        "Invalid update: invalid number of items in section 1. The number of items contained in an existing "
                            + "section after the update (1) must be equal to the number of items contained in that section "
                            + "before the update (2), plus or minus the number of items inserted or deleted from that section "
                            + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                            + "section (0 moved in, 0 moved out)."
                    ])
            }
        }

        func testAMoveAcrossSectionsKeepsTheCellAndCountsAsMovedInAndOut() {
            MainActor.assumeIsolated {
                let messages = recordUIKitInconsistencies()
                let source = UIKitModelTableSource([["a"], ["b", "c"]])
                let view = Self.makeView(source)
                view.layoutIfNeeded()
                let cellB = view.cellForItem(at: IndexPath(item: 0, section: 1))
                XCTAssertNotNil(cellB)
                source.sections = [["a", "b"], ["c"]]
                view.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 0))
                XCTAssertEqual(messages(), [])
                XCTAssertTrue(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellB)
                XCTAssertEqual(view.visibleCells.count, 3)
            }
        }

        func testSupplementaryViewsAreDequeuedFromRegisteredClasses() {
            MainActor.assumeIsolated {
                let view = Self.makeView(UIKitModelTableSource([["a"]]))
                view.register(
                    Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "Header")
                let header = view.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
                    for: IndexPath(item: 0, section: 0))
                XCTAssertTrue(header is Header)
                XCTAssertEqual(header.reuseIdentifier, "Header")
            }
        }

        func testUserSelectionCallsTheDelegate() {
            MainActor.assumeIsolated {
                let source = UIKitModelTableSource([["a", "b"]])
                let view = Self.makeView(source)
                let delegate = UIKitModelRecordingDelegate()
                view.delegate = delegate
                view.layoutIfNeeded()
                view.simulateSelection(at: IndexPath(item: 0, section: 0))
                view.simulateSelection(at: IndexPath(item: 1, section: 0))
                XCTAssertEqual(delegate.log, ["didSelect [0, 0]", "didDeselect [0, 0]", "didSelect [0, 1]"])
                XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
            }
        }

        func testAFlowLayoutWithAHeaderSizeAsksTheDataSourceForSectionHeaders() {
            MainActor.assumeIsolated {
                final class Source: NSObject, UICollectionViewDataSource {
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
                    {
                        1
                    }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                        -> UICollectionViewCell
                    {
                        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                    }
                    func collectionView(
                        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath
                    ) -> UICollectionReusableView {
                        let view = collectionView.dequeueReusableSupplementaryView(
                            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                        view.tag = 100 + indexPath.section
                        return view
                    }
                }
                let source = Source()
                let layout = UICollectionViewFlowLayout()
                layout.headerReferenceSize = CGSize(width: 320, height: 30)
                let view = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout)
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
                view.register(
                    Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "Header")
                view.dataSource = source
                view.layoutIfNeeded()
                let header = view.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                XCTAssertTrue(header is Header)
                XCTAssertEqual(header?.tag, 100)
            }
        }
    }
#endif
