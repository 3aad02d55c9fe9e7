#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    @testable import SectionedData
    import UIKit
    import XCTest

    final class RxCollectionViewSectionedAnimatedDataSourceUIKitTests: XCTestCase {
        private static let baseSeed: UInt64 = 0xC011_EC70_0000_0000
        private static let seedCount: UInt64 = 60
        private static let seeds = (0..<seedCount).map { baseSeed + $0 }

        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        @MainActor
        private static func makeDataSource() -> RxCollectionViewSectionedAnimatedDataSource<TestSection> {
            let dataSource = RxCollectionViewSectionedAnimatedDataSource<TestSection>(configureCell: itemCell)
            dataSource.logger = { _ in }
            return dataSource
        }

        func testRandomStreamsShowTheLastListWithoutBreakingUIKitsRules() {
            onMainActor {
                print(
                    "RxCollectionViewSectionedAnimatedDataSourceUIKitTests: seeds \(Self.baseSeed) + 0..<\(Self.seedCount)"
                )
                RandomListStream.assertEveryStreamPasses(seeds: Self.seeds) { window in
                    RandomListStream.collection(Self.makeDataSource(), in: window)
                }
            }
        }

        func testTheSameStreamsFailWhenAStagesDeletesAreSkipped() {
            onMainActor {
                let failedSeeds = RandomListStream.seedsFailingWithAnInvalidUpdate(seeds: Self.seeds) { window in
                    let dataSource = DeleteSkippingCollectionDataSource(configureCell: itemCell)
                    dataSource.logger = { _ in }
                    return RandomListStream.collection(dataSource, in: window)
                }
                XCTAssertGreaterThan(failedSeeds, Int(Self.seedCount) * 9 / 10, "the broken data source went unnoticed")
            }
        }

        func testAnItemTheUserMovedUpdatesTheModelAndCallsMoveItem() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let collectionView = makeCollectionView(in: window)
                var moves: [(IndexPath, IndexPath)] = []
                let dataSource = RxCollectionViewSectionedAnimatedDataSource<TestSection>(
                    configureCell: itemCell,
                    moveItem: { _, source, destination in moves.append((source, destination)) },
                    canMoveItemAtIndexPath: { _, _ in true }
                )
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: collectionView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2, 3])])
                XCTAssertTrue(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
                dataSource.collectionView(
                    collectionView, moveItemAt: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
                XCTAssertEqual(dataSource.sectionModels.map { $0.items.map(\.id) }, [[3, 1, 2]])
                XCTAssertEqual(
                    moves.map { [$0.0, $0.1] }, [[IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }
    }

    /// The deliberately broken variant: applies each stage without its item deletes.
    private final class DeleteSkippingCollectionDataSource: RxCollectionViewSectionedAnimatedDataSource<TestSection> {
        override func applyOperations(of stage: Changeset<TestSection>, to collectionView: UICollectionView) {
            super.applyOperations(of: stage.withoutDeletedItems, to: collectionView)
        }
    }
#endif
