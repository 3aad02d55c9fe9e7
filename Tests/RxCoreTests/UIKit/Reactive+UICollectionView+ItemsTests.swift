#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIKitCollectionViewItemsTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        func testItemsDataSourceShowsEachListAndAnswersThroughTheProxy() {
            MainActor.assumeIsolated {
                let (collectionView, window) = makeCollectionView()
                let dataSource = NamesCollectionDataSource()
                let lists = PublishSubject<[[String]]>()

                let subscription = lists.bind(to: Reactive(collectionView).items(dataSource: dataSource))
                XCTAssertFalse(collectionView.dataSource === dataSource, "the collection's data source is the proxy")

                lists.onNext([["Hulk", "Thor"]])
                XCTAssertEqual(shownTexts(collectionView), [["Hulk", "Thor"]])
                lists.onNext([["Storm"], [], ["Rogue", "Gambit"]])
                XCTAssertEqual(shownTexts(collectionView), [["Storm"], [], ["Rogue", "Gambit"]])
                lists.onCompleted()
                XCTAssertEqual(shownTexts(collectionView), [["Storm"], [], ["Rogue", "Gambit"]])
                XCTAssertEqual(
                    dataSource.observed, [#"next([["Hulk", "Thor"]])"#, #"next([["Storm"], [], ["Rogue", "Gambit"]])"#])
                subscription.dispose()
                withExtendedLifetime(window) {}
            }
        }

        func testItemsDataSourceIsRetainedWhileBoundAndTheCollectionGetsItsDataSourceBack() {
            MainActor.assumeIsolated {
                let (collectionView, window) = makeCollectionView()
                let original = NamesCollectionDataSource()
                collectionView.dataSource = original
                weak var weakDataSource: NamesCollectionDataSource?
                var subscription: Disposable?
                do {
                    let dataSource = NamesCollectionDataSource()
                    weakDataSource = dataSource
                    subscription = Observable.just([["Hulk"]])
                        .bind(to: Reactive(collectionView).items(dataSource: dataSource))
                }
                XCTAssertNotNil(weakDataSource, "the binding keeps its data source alive")
                XCTAssertEqual(shownTexts(collectionView), [["Hulk"]])
                subscription?.dispose()
                XCTAssertNil(weakDataSource, "disposal releases the data source")
                XCTAssertTrue(
                    collectionView.dataSource === original, "disposal gives the collection its data source back")
                withExtendedLifetime(window) {}
            }
        }
    }
#endif
