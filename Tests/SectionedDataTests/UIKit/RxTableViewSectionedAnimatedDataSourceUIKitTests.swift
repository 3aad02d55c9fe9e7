#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    @testable import SectionedData
    import UIKit
    import XCTest

    final class RxTableViewSectionedAnimatedDataSourceUIKitTests: XCTestCase {
        private static let baseSeed: UInt64 = 0x7AB1_E000_0000_0000
        private static let seedCount: UInt64 = 60
        private static let seeds = (0..<seedCount).map { baseSeed + $0 }

        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        @MainActor
        private static func makeDataSource() -> RxTableViewSectionedAnimatedDataSource<TestSection> {
            let dataSource = RxTableViewSectionedAnimatedDataSource<TestSection>(
                configureCell: rowCell,
                titleForHeaderInSection: { dataSource, index in dataSource.sectionModels[index].model.title }
            )
            dataSource.logger = { _ in }
            return dataSource
        }

        func testRandomStreamsShowTheLastListWithoutBreakingUIKitsRules() {
            onMainActor {
                print(
                    "RxTableViewSectionedAnimatedDataSourceUIKitTests: seeds \(Self.baseSeed) + 0..<\(Self.seedCount)")
                RandomListStream.assertEveryStreamPasses(seeds: Self.seeds) { window in
                    RandomListStream.table(Self.makeDataSource(), in: window)
                }
            }
        }

        func testTheSameStreamsFailWhenAStagesDeletesAreSkipped() {
            onMainActor {
                let failedSeeds = RandomListStream.seedsFailingWithAnInvalidUpdate(seeds: Self.seeds) { window in
                    let dataSource = DeleteSkippingTableDataSource(configureCell: rowCell)
                    dataSource.logger = { _ in }
                    return RandomListStream.table(dataSource, in: window)
                }
                XCTAssertGreaterThan(failedSeeds, Int(Self.seedCount) * 9 / 10, "the broken data source went unnoticed")
            }
        }

        func testAChangedSectionModelRefreshesItsHeaderWithoutReloadingItsRows() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let dataSource = Self.makeDataSource()
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2]), section("B", [3])])
                let header = tableView.headerView(forSection: 1)
                XCTAssertEqual(header?.textLabel?.text, "B")
                let cells = cellsByIdentity(tableView, dataSource.sectionModels)

                lists.onNext([section("A", [1, 2]), section("B", title: "Bee", rows: [row(3)])])

                XCTAssertTrue(tableView.headerView(forSection: 1) === header, "the header view is kept")
                XCTAssertEqual(header?.textLabel?.text, "Bee")
                XCTAssertEqual(cellsByIdentity(tableView, dataSource.sectionModels), cells)
                XCTAssertEqual(shownRows(of: tableView), [["1", "2"], ["3"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testAHeaderTheDelegateMakesIsRefreshedToo() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let headers = HeaderViews()
                tableView.delegate = headers
                let dataSource = Self.makeDataSource()
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2]), section("B", [3])])
                XCTAssertNotNil(headers.views[1])

                lists.onNext([section("B", title: "Bee", rows: [row(3)]), section("A", [1, 2])])

                XCTAssertEqual(headers.views[1]?.textLabel?.text, "Bee")
                XCTAssertEqual(shownRows(of: tableView), [["3"], ["1", "2"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testATableOutOfAWindowIsReloaded() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: nil)
                let dataSource = Self.makeDataSource()
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2])])
                lists.onNext([section("A", [2, 3])])
                XCTAssertFalse(dataSource.isAnimating)
                window.addSubview(tableView)
                XCTAssertEqual(shownRows(of: tableView), [["2", "3"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testRepeatedIdentitiesAreLoggedOnceAndReloaded() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let dataSource = Self.makeDataSource()
                var logged: [String] = []
                dataSource.logger = { logged.append($0) }
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2])])
                lists.onNext([section("A", [1, 2, 2])])
                lists.onNext([section("A", [2, 1, 2])])
                XCTAssertEqual(logged.count, 1, "\(logged)")
                XCTAssertEqual(shownRows(of: tableView), [["2", "1", "2"]])
                lists.onNext([section("A", [1, 3])])
                XCTAssertEqual(shownRows(of: tableView), [["1", "3"]])
                XCTAssertEqual(logged.count, 1)
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testListsArrivingDuringAnAnimationWaitAndOnlyTheNewestIsShown() {
            onMainActor {
                InconsistencyLog.start()
                UIKitModel.holdsAnimations = true
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let dataSource = Self.makeDataSource()
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2])])
                lists.onNext([section("A", [2, 3])])
                XCTAssertTrue(dataSource.isAnimating)
                lists.onNext([section("A", [4])])
                lists.onNext([section("A", [3, 5])])
                XCTAssertTrue(dataSource.isAnimating, "the lists wait for the first update's animation")
                while dataSource.isAnimating { UIKitModel.finishAnimations() }
                XCTAssertEqual(shownRows(of: tableView), [["3", "5"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testARowTheUserMovedUpdatesTheModelAndTheNextListAnimatesFromThere() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let dataSource = Self.makeDataSource()
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { subscription.dispose() }
                lists.onNext([section("A", [1, 2, 3]), section("B", [4])])
                // The user drags a row into the other section; UIKit moves it and tells the data source.
                tableView.simulateUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
                XCTAssertEqual(dataSource.sectionModels.map { $0.items.map(\.id) }, [[2, 3], [4, 1]])
                lists.onNext([section("A", [2, 3, 5]), section("B", [4, 1])])
                XCTAssertEqual(dataSource.sectionModels.map { $0.items.map(\.id) }, [[2, 3, 5], [4, 1]])
                XCTAssertEqual(shownRows(of: tableView), [["2", "3", "5"], ["4", "1"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testATableWhoseBindingWasDisposedGetsNoMoreUpdatesAndARebindingReloads() {
            onMainActor {
                InconsistencyLog.start()
                UIKitModel.holdsAnimations = true
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let dataSource = Self.makeDataSource()
                let lists = PublishSubject<[TestSection]>()
                let subscription = lists.bind(to: tableView.rx.items(dataSource: dataSource))
                XCTAssertFalse(tableView.dataSource === dataSource, "rx.items puts a proxy in between")
                lists.onNext([section("A", [1, 2])])
                lists.onNext([section("A", [2, 3])])
                XCTAssertTrue(dataSource.isAnimating)
                lists.onNext([section("A", [4])])
                subscription.dispose()
                UIKitModel.finishAnimations()

                XCTAssertFalse(dataSource.isAnimating)
                XCTAssertEqual(UIKitModel.runningAnimationCount, 0, "no update after the binding ended")
                XCTAssertEqual(dataSource.sectionModels, [section("A", [2, 3])])

                UIKitModel.holdsAnimations = false
                let again = PublishSubject<[TestSection]>()
                let rebinding = again.bind(to: tableView.rx.items(dataSource: dataSource))
                defer { rebinding.dispose() }
                again.onNext([section("B", [5])])
                XCTAssertEqual(shownRows(of: tableView), [["5"]])
                again.onNext([section("B", [5, 6])])
                XCTAssertEqual(shownRows(of: tableView), [["5", "6"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testASendableSectionTypeGetsTheDiffOffTheMainThread() {
            onMainActor {
                XCTAssertTrue(Self.makeDataSource().diffsOffMainThread)
                let plain = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, PlainRow>>(
                    configureCell: { _, _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
                XCTAssertFalse(plain.diffsOffMainThread)
            }
        }
    }

    /// A row of a model that is not `Sendable`.
    private struct PlainRow: IdentifiableType, Equatable {
        var id: Int
        var identity: Int { id }
    }

    @available(*, unavailable)
    extension PlainRow: Sendable {}

    /// The deliberately broken variant: applies each stage without its row deletes.
    private final class DeleteSkippingTableDataSource: RxTableViewSectionedAnimatedDataSource<TestSection> {
        override func applyOperations(of stage: Changeset<TestSection>, to tableView: UITableView) {
            super.applyOperations(of: stage.withoutDeletedItems, to: tableView)
        }
    }

    extension Changeset {
        /// The same stage without its row deletes.
        var withoutDeletedItems: Changeset {
            Changeset(
                originalSections: originalSections,
                finalSections: finalSections,
                insertedSections: insertedSections,
                deletedSections: deletedSections,
                movedSections: movedSections,
                updatedSections: updatedSections,
                insertedItems: insertedItems,
                deletedItems: [],
                movedItems: movedItems,
                updatedItems: updatedItems
            )
        }
    }

    /// A table delegate that shows one header view per section, kept, as UIKit keeps the header it
    /// shows.
    private final class HeaderViews: NSObject, UITableViewDelegate {
        var views: [Int: UITableViewHeaderFooterView] = [:]

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            if let view = views[section] { return view }
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            views[section] = view
            return view
        }
    }
#endif
