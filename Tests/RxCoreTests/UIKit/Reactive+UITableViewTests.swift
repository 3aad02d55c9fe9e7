#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import TestSupport
    import UIKit
    import XCTest

    final class UIKitTableViewEventsTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        func testSelectionEventsDeliverTheRowAndItsModel() {
            MainActor.assumeIsolated {
                let fixture = HeroTable()
                let rx = Reactive(fixture.tableView)
                var log: [String] = []
                let bag = DisposeBag()
                rx.itemSelected.subscribe(onNext: { log.append("selected \(Array($0))") }).disposed(by: bag)
                rx.modelSelected(String.self).subscribe(onNext: { log.append("model \($0)") }).disposed(by: bag)
                rx.itemDeselected.subscribe(onNext: { log.append("deselected \(Array($0))") }).disposed(by: bag)
                rx.modelDeselected(String.self).subscribe(onNext: { log.append("unmodel \($0)") }).disposed(by: bag)
                rx.itemAccessoryButtonTapped.subscribe(onNext: { log.append("accessory \(Array($0))") })
                    .disposed(by: bag)

                fixture.selectRow(1)
                fixture.deselectRow(1)
                fixture.selectRow(2)
                fixture.tapAccessory(0)
                XCTAssertEqual(
                    log,
                    [
                        "selected [0, 1]", "model Thor", "deselected [0, 1]", "unmodel Thor", "selected [0, 2]",
                        "model Storm", "accessory [0, 0]",
                    ])
            }
        }

        func testEditingEventsDeliverTheRowAndItsModel() {
            MainActor.assumeIsolated {
                let fixture = HeroTable()
                let rx = Reactive(fixture.tableView)
                var log: [String] = []
                let bag = DisposeBag()
                rx.itemDeleted.subscribe(onNext: { log.append("deleted \(Array($0))") }).disposed(by: bag)
                rx.modelDeleted(String.self).subscribe(onNext: { log.append("model \($0)") }).disposed(by: bag)
                rx.itemInserted.subscribe(onNext: { log.append("inserted \(Array($0))") }).disposed(by: bag)
                rx.itemMoved.subscribe(onNext: {
                    log.append("moved \(Array($0.sourceIndex)) \(Array($0.destinationIndex))")
                })
                .disposed(by: bag)

                fixture.tableView.simulateCommit(.delete, forRowAt: IndexPath(row: 2, section: 0))
                fixture.tableView.simulateCommit(.insert, forRowAt: IndexPath(row: 1, section: 0))
                fixture.tableView.simulateUserMove(
                    from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
                XCTAssertEqual(log, ["deleted [0, 2]", "model Storm", "inserted [0, 1]", "moved [0, 0] [0, 2]"])
            }
        }

        func testEditingMembersExistOnlyWhileTheirEventsAreObserved() {
            MainActor.assumeIsolated {
                let fixture = HeroTable()
                let commit: UIKitModelRequirement = "tableView(_:commit:forRowAt:)"
                let move: UIKitModelRequirement = "tableView(_:moveRowAt:to:)"
                let dataSource = { fixture.tableView.dataSource as AnyObject? }
                XCTAssertFalse(UIKitModel.responds(dataSource(), to: commit))
                XCTAssertFalse(UIKitModel.responds(dataSource(), to: move))
                XCTAssertFalse(fixture.tableView.dataSource!.tableView(fixture.tableView, canMoveRowAt: [0, 0]))

                let deletions = Reactive(fixture.tableView).itemDeleted.subscribe()
                XCTAssertTrue(UIKitModel.responds(dataSource(), to: commit))
                XCTAssertFalse(UIKitModel.responds(dataSource(), to: move))
                let moves = Reactive(fixture.tableView).itemMoved.subscribe()
                XCTAssertTrue(UIKitModel.responds(dataSource(), to: move))
                XCTAssertTrue(fixture.tableView.dataSource!.tableView(fixture.tableView, canMoveRowAt: [0, 0]))

                deletions.dispose()
                moves.dispose()
                XCTAssertFalse(UIKitModel.responds(dataSource(), to: commit))
                XCTAssertFalse(UIKitModel.responds(dataSource(), to: move))
            }
        }

        func testDisplayEventsFollowTheCellsTheTableShows() {
            MainActor.assumeIsolated {
                let (tableView, window) = makeTableView()
                let lists = PublishSubject<[String]>()
                var log: [String] = []
                let bag = DisposeBag()
                Reactive(tableView).willDisplayCell
                    .subscribe(onNext: { log.append("show \($0.cell.textLabel?.text ?? "") \(Array($0.indexPath))") })
                    .disposed(by: bag)
                Reactive(tableView).didEndDisplayingCell
                    .subscribe(onNext: { log.append("hide \($0.cell.textLabel?.text ?? "") \(Array($0.indexPath))") })
                    .disposed(by: bag)
                lists.bind(to: Reactive(tableView).items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                    _, name, cell in cell.textLabel?.text = name
                }
                .disposed(by: bag)

                lists.onNext(["Hulk", "Thor"])
                lists.onNext(["Storm"])
                XCTAssertEqual(
                    log,
                    [
                        "show Hulk [0, 0]", "show Thor [0, 1]", "hide Hulk [0, 0]", "hide Thor [0, 1]",
                        "show Storm [0, 0]",
                    ])
                withExtendedLifetime(window) {}
            }
        }

        func testCellIdentifierAndCellFactoryRowsAreTheLastList() throws {
            try MainActor.assumeIsolated {
                let seed = UInt64.random(in: 0...UInt64.max)
                print("UIKitTableViewEventsTests: seed \(seed)")
                var random = SplitMix64(seed: seed)
                let names = ["Hulk", "Thor", "Storm", "Rogue", "Gambit", "Jean", "Logan"]
                let (identifierTable, window1) = makeTableView()
                let (factoryTable, window2) = makeTableView()
                let lists = PublishSubject<[String]>()
                let bag = DisposeBag()
                lists.bind(to: Reactive(identifierTable).items(cellIdentifier: "Cell", cellType: UITableViewCell.self))
                {
                    row, name, cell in cell.textLabel?.text = "\(row) \(name)"
                }
                .disposed(by: bag)
                lists.bind(to: Reactive(factoryTable).items) { tableView, row, name in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
                    cell.textLabel?.text = "\(row) \(name)"
                    return cell
                }
                .disposed(by: bag)

                for _ in 0..<30 {
                    let list = (0..<random.next(below: 8)).map { _ in random.pick(names) }
                    lists.onNext(list)
                    let expected = [list.enumerated().map { "\($0.offset) \($0.element)" }]
                    XCTAssertEqual(shownTexts(identifierTable), expected, "seed \(seed)")
                    XCTAssertEqual(shownTexts(factoryTable), expected, "seed \(seed)")
                    for row in list.indices {
                        XCTAssertEqual(try Reactive(factoryTable).model(at: IndexPath(row: row, section: 0)), list[row])
                    }
                }
                withExtendedLifetime((window1, window2)) {}
            }
        }

        func testModelAtSaysWhyThereIsNoModel() throws {
            try MainActor.assumeIsolated {
                let (tableView, window) = makeTableView()
                XCTAssertThrowsError(try Reactive(tableView).model(at: IndexPath(row: 0, section: 0)) as String) {
                    XCTAssertEqual(
                        "\($0)",
                        "No sectioned data source is bound to UITableView: bind one with rx.items before "
                            + "asking for models")
                }
                let subscription = Observable.just(["Hulk"])
                    .bind(to: Reactive(tableView).items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                        _, _, _ in
                    }
                XCTAssertThrowsError(try Reactive(tableView).model(at: IndexPath(row: 0, section: 0)) as Int) {
                    XCTAssertEqual("\($0)", "Cannot cast the model Hulk of type String to Int")
                }
                subscription.dispose()
                withExtendedLifetime(window) {}
            }
        }

        func testSetDelegateKeepsEveryMessageTheBindingsDoNotTakeAndTheOnesTheyTake() {
            MainActor.assumeIsolated {
                let fixture = HeroTable()
                let delegate = RecordingTableDelegate()
                let bag = DisposeBag()
                Reactive(fixture.tableView).setDelegate(delegate).disposed(by: bag)
                var selected: [IndexPath] = []
                Reactive(fixture.tableView).itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)

                let tableView = fixture.tableView
                let proxy = tableView.delegate!
                XCTAssertFalse(proxy === delegate, "the table's delegate is the proxy")
                XCTAssertEqual(proxy.tableView(tableView, heightForRowAt: IndexPath(row: 2, section: 0)), 42)
                XCTAssertEqual(proxy.tableView(tableView, viewForHeaderInSection: 1)?.tag, 101)
                XCTAssertEqual(
                    proxy.tableView(tableView, willSelectRowAt: IndexPath(row: 0, section: 0)),
                    IndexPath(row: 1, section: 0))
                fixture.selectRow(1)
                proxy.scrollViewWillBeginDragging(tableView)
                XCTAssertEqual(
                    delegate.log,
                    [
                        "height [0, 2]", "header 1", "willSelect [0, 0]", "willSelect [0, 1]", "didSelect [0, 2]",
                        "dragging",
                    ])
                XCTAssertEqual(
                    selected, [IndexPath(row: 2, section: 0)], "the binding still takes didSelect, redirected")
            }
        }

        func testDisposingEverythingRestoresTheTableAndReleasesTheProxies() {
            MainActor.assumeIsolated {
                let (tableView, window) = makeTableView()
                let delegate = RecordingTableDelegate()
                let dataSource = NamesTableDataSource()
                tableView.delegate = delegate
                tableView.dataSource = dataSource
                weak var delegateProxy: AnyObject?
                weak var dataSourceProxy: AnyObject?
                weak var boundDataSource: AnyObject?
                let bag = CompositeDisposable()
                do {
                    let bound = NamesTableDataSource()
                    boundDataSource = bound
                    _ = bag.insert(Observable.just([["Hulk"]]).bind(to: Reactive(tableView).items(dataSource: bound)))
                    _ = bag.insert(Reactive(tableView).itemSelected.subscribe())
                    _ = bag.insert(Reactive(tableView).itemDeleted.subscribe())
                    _ = bag.insert(Reactive(tableView).contentOffset.subscribe())
                    _ = bag.insert(Reactive(tableView).setDelegate(RecordingTableDelegate()))
                    delegateProxy = tableView.delegate
                    dataSourceProxy = tableView.dataSource
                }
                XCTAssertFalse(delegateProxy === delegate)
                XCTAssertFalse(dataSourceProxy === dataSource)
                XCTAssertNotNil(delegateProxy)
                XCTAssertNotNil(boundDataSource)

                bag.dispose()
                XCTAssertTrue(tableView.delegate === delegate, "the table has its delegate back")
                XCTAssertTrue(tableView.dataSource === dataSource, "the table has its data source back")
                XCTAssertNil(delegateProxy, "the delegate proxy is gone")
                XCTAssertNil(dataSourceProxy, "the data-source proxy is gone")
                XCTAssertNil(boundDataSource, "the bound data source is gone")
                withExtendedLifetime(window) {}
            }
        }

        func testContentOffsetInBothDirections() {
            MainActor.assumeIsolated {
                let (tableView, window) = makeTableView()
                tableView.contentOffset = CGPoint(x: 0, y: 10)
                var offsets: [CGFloat] = []
                var scrolls = 0
                let bag = DisposeBag()
                Reactive(tableView).contentOffset.subscribe(onNext: { offsets.append($0.y) }).disposed(by: bag)
                Reactive(tableView).didScroll.subscribe(onNext: { scrolls += 1 }).disposed(by: bag)
                XCTAssertEqual(offsets, [10], "the current offset first")

                tableView.contentOffset = CGPoint(x: 0, y: 50)
                tableView.simulateDrag(to: CGPoint(x: 0, y: 80))
                Observable.just(CGPoint(x: 0, y: 120)).bind(to: Reactive(tableView).contentOffset).disposed(by: bag)
                XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 120), "binding scrolls the view")
                XCTAssertEqual(offsets, [10, 50, 80, 120])
                XCTAssertEqual(scrolls, 3)
                withExtendedLifetime(window) {}
            }
        }
    }

    /// A table in a window showing Hulk, Thor and Storm through `rx.items(cellIdentifier:cellType:)`,
    /// acted on as the user would (the model's `simulate…` methods).
    @MainActor
    final class HeroTable {
        let tableView: UITableView
        let window: UIWindow
        private let bag = DisposeBag()

        init() {
            (tableView, window) = makeTableView()
            Observable.just(["Hulk", "Thor", "Storm"])
                .bind(to: Reactive(tableView).items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                    _, name, cell in cell.textLabel?.text = name
                }
                .disposed(by: bag)
        }

        func selectRow(_ row: Int) {
            tableView.simulateSelection(at: IndexPath(row: row, section: 0))
        }

        func deselectRow(_ row: Int) {
            tableView.simulateDeselection(at: IndexPath(row: row, section: 0))
        }

        func tapAccessory(_ row: Int) {
            tableView.simulateAccessoryButtonTap(at: IndexPath(row: row, section: 0))
        }
    }

    /// A table view delegate that answers a few members and logs every message it receives.
    final class RecordingTableDelegate: NSObject, UITableViewDelegate {
        private(set) var log: [String] = []

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            log.append("height \(Array(indexPath))")
            return 42
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            log.append("header \(section)")
            let view = UIView()
            view.tag = 100 + section
            return view
        }

        /// Redirects a selection to the next row.
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(Array(indexPath))")
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(Array(indexPath))")
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            log.append("dragging")
        }
    }
#endif
