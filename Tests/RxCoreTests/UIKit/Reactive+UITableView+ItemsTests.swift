#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIKitTableViewItemsTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        func testItemsDataSourceShowsEachListAndAnswersThroughTheProxy() {
            MainActor.assumeIsolated {
                let (tableView, window) = makeTableView()
                let dataSource = NamesTableDataSource()
                let lists = PublishSubject<[[String]]>()

                let subscription = lists.bind(to: Reactive(tableView).items(dataSource: dataSource))
                XCTAssertFalse(tableView.dataSource === dataSource, "the table's data source is the proxy")
                XCTAssertNotNil(tableView.dataSource)

                lists.onNext([["Hulk", "Thor"]])
                XCTAssertEqual(shownTexts(tableView), [["Hulk", "Thor"]])
                lists.onNext([["Storm"], [], ["Rogue", "Gambit", "Cyclops"]])
                XCTAssertEqual(shownTexts(tableView), [["Storm"], [], ["Rogue", "Gambit", "Cyclops"]])
                XCTAssertEqual(tableView.dataSource?.tableView(tableView, titleForHeaderInSection: 2), "section 2")
                lists.onNext([])
                XCTAssertEqual(shownTexts(tableView), [])
                lists.onNext([["Jean"]])
                lists.onCompleted()
                XCTAssertEqual(shownTexts(tableView), [["Jean"]], "completion keeps the last list")
                XCTAssertEqual(
                    dataSource.observed,
                    [
                        #"next([["Hulk", "Thor"]])"#, #"next([["Storm"], [], ["Rogue", "Gambit", "Cyclops"]])"#,
                        "next([])", #"next([["Jean"]])"#,
                    ])
                subscription.dispose()
                withExtendedLifetime(window) {}
            }
        }

        func testItemsDataSourceIsRetainedWhileBoundAndTheTableGetsItsDataSourceBack() {
            MainActor.assumeIsolated {
                let (tableView, window) = makeTableView()
                let original = NamesTableDataSource()
                tableView.dataSource = original
                weak var weakDataSource: NamesTableDataSource?
                var subscription: Disposable?
                do {
                    let dataSource = NamesTableDataSource()
                    weakDataSource = dataSource
                    subscription = Observable.just([["Hulk"]]).bind(
                        to: Reactive(tableView).items(dataSource: dataSource))
                }
                XCTAssertNotNil(weakDataSource, "the binding keeps its data source alive")
                XCTAssertEqual(shownTexts(tableView), [["Hulk"]])
                subscription?.dispose()
                XCTAssertNil(weakDataSource, "disposal releases the data source")
                XCTAssertTrue(tableView.dataSource === original, "disposal gives the table its data source back")
                withExtendedLifetime(window) {}
            }
        }

        func testBindingHoldsTheTableWeakly() {
            MainActor.assumeIsolated {
                weak var weakTableView: UITableView?
                let lists = PublishSubject<[[String]]>()
                var subscription: Disposable?
                do {
                    let tableView = UITableView(frame: .zero, style: .plain)
                    weakTableView = tableView
                    subscription = lists.bind(to: Reactive(tableView).items(dataSource: NamesTableDataSource()))
                }
                XCTAssertNil(weakTableView, "the subscription does not keep the table alive")
                lists.onNext([["Hulk"]])
                subscription?.dispose()
            }
        }

        func testElementsFromAnotherThreadArriveOnTheMainThreadInOrder() {
            let lists = PublishSubject<[[String]]>()
            let bound = MainActor.assumeIsolated { BoundTable(lists) }
            let sent = expectation(description: "sent")
            DispatchQueue.global().async {
                lists.onNext([["A"]])
                lists.onNext([["B"]])
                sent.fulfill()
            }
            wait(for: [sent], timeout: 30)
            // Waiting runs the main queue, which may already have delivered them: what matters is
            // the thread each arrived on, and the order.
            let delivered = expectation(description: "delivered")
            DispatchQueue.main.async { delivered.fulfill() }
            wait(for: [delivered], timeout: 30)
            MainActor.assumeIsolated {
                XCTAssertEqual(bound.dataSource.observed, [#"next([["A"]])"#, #"next([["B"]])"#])
                XCTAssertEqual(bound.dataSource.observedOnMainThread, [true, true])
                XCTAssertEqual(shownTexts(bound.tableView), [["B"]])
                bound.subscription.dispose()
            }
        }
    }

    /// A table in a window bound to a sequence through a `NamesTableDataSource`.
    @MainActor
    final class BoundTable {
        let tableView: UITableView
        let window: UIWindow
        let dataSource = NamesTableDataSource()
        let subscription: Disposable

        init(_ lists: PublishSubject<[[String]]>) {
            (tableView, window) = makeTableView()
            subscription = lists.bind(to: Reactive(tableView).items(dataSource: dataSource))
        }
    }
#endif
