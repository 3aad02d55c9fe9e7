#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import RxTest
    import UIKit
    import XCTest

    final class UISearchBarRxUIKitTests: RxTestCase {
        private final class AppDelegate: NSObject, UISearchBarDelegate {}

        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testTextEmitsTheCurrentTextThenEachEdit() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                searchBar.text = "Sp"
                var values: [String?] = []
                let subscription = searchBar.rx.text.subscribe(onNext: { values.append($0) })
                searchBar.simulateTyping("Spi")
                searchBar.simulateTyping("Spider")
                XCTAssertEqual(values, ["Sp", "Spi", "Spider"])
                subscription.dispose()
            }
        }

        func testBindingTextSetsTheBar() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                let binding = Observable.just("Iron").bind(to: searchBar.rx.text)
                XCTAssertEqual(searchBar.text, "Iron")
                binding.dispose()
            }
        }

        /// RxExample's shape: `searchBar.rx.text.orEmpty.debounce(...)` feeding a search.
        func testOrEmptyDebouncedInVirtualTime() {
            MainActor.assumeIsolated {
                let scheduler = TestScheduler(initialClock: 0)
                let searchBar = UISearchBar()
                let observer = scheduler.createObserver(String.self)
                let subscription = searchBar.rx.text.orEmpty
                    .debounce(.seconds(30), scheduler: scheduler)
                    .distinctUntilChanged()
                    .subscribe(observer)
                scheduler.scheduleAt(100) { searchBar.simulateTyping("S") }
                scheduler.scheduleAt(110) { searchBar.simulateTyping("Sp") }
                scheduler.scheduleAt(200) { searchBar.simulateTyping("Spi") }
                scheduler.scheduleAt(300) { searchBar.simulateTyping("Sp") }
                scheduler.scheduleAt(310) { searchBar.simulateTyping("Spi") }
                scheduler.start()
                XCTAssertEqual(observer.events, [.next(30, ""), .next(140, "Sp"), .next(230, "Spi")])
                subscription.dispose()
            }
        }

        func testSearchAndCancelButtonClicks() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                var events: [String] = []
                let search = searchBar.rx.searchButtonClicked.subscribe(onNext: { events.append("search") })
                let cancel = searchBar.rx.cancelButtonClicked.subscribe(onNext: { events.append("cancel") })
                searchBar.simulateSearchButtonTap()
                searchBar.simulateCancelButtonTap()
                searchBar.simulateTyping("x")
                searchBar.simulateSearchButtonTap()
                XCTAssertEqual(events, ["search", "cancel", "search"])
                search.dispose()
                cancel.dispose()
            }
        }

        func testEditingBookmarkAndResultsListEvents() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                var events: [String] = []
                let bag = DisposeBag()
                searchBar.rx.textDidBeginEditing.subscribe(onNext: { events.append("begin") }).disposed(by: bag)
                searchBar.rx.textDidEndEditing.subscribe(onNext: { events.append("end") }).disposed(by: bag)
                searchBar.rx.bookmarkButtonClicked.subscribe(onNext: { events.append("bookmark") }).disposed(by: bag)
                searchBar.rx.resultsListButtonClicked.subscribe(onNext: { events.append("results") })
                    .disposed(by: bag)
                // UIKit calls the delegate as the user acts.
                searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
                searchBar.delegate?.searchBarBookmarkButtonClicked(searchBar)
                searchBar.delegate?.searchBarResultsListButtonClicked(searchBar)
                searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
                XCTAssertEqual(events, ["begin", "bookmark", "results", "end"])
            }
        }

        func testTextIsReadAgainWhenEditingEnds() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                var values: [String?] = []
                let subscription = searchBar.rx.text.subscribe(onNext: { values.append($0) })
                searchBar.text = "set in code"
                searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
                XCTAssertEqual(values, ["", "set in code"])
                subscription.dispose()
            }
        }

        func testSelectedScopeButtonIndexBothWays() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                var values: [Int] = []
                let subscription = searchBar.rx.selectedScopeButtonIndex.subscribe(onNext: { values.append($0) })
                searchBar.simulateScopeSelection(2)
                Observable.just(1).bind(to: searchBar.rx.selectedScopeButtonIndex).dispose()
                XCTAssertEqual(searchBar.selectedScopeButtonIndex, 1)
                XCTAssertEqual(values, [0, 2])
                subscription.dispose()
                XCTAssertNil(searchBar.delegate)
            }
        }

        func testTheBarGetsItsDelegateBackWhenTheLastSubscriptionEnds() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                let appDelegate = AppDelegate()
                searchBar.delegate = appDelegate
                let text = searchBar.rx.text.subscribe()
                let search = searchBar.rx.searchButtonClicked.subscribe()
                XCTAssertFalse(searchBar.delegate === appDelegate)
                text.dispose()
                XCTAssertFalse(searchBar.delegate === appDelegate)
                search.dispose()
                XCTAssertTrue(searchBar.delegate === appDelegate)
            }
        }

        func testDisposingStopsTheEvents() {
            MainActor.assumeIsolated {
                let searchBar = UISearchBar()
                var clicks = 0
                let subscription = searchBar.rx.searchButtonClicked.subscribe(onNext: { clicks += 1 })
                searchBar.simulateSearchButtonTap()
                subscription.dispose()
                searchBar.simulateSearchButtonTap()
                XCTAssertEqual(clicks, 1)
                XCTAssertNil(searchBar.delegate)
            }
        }
    }
#endif
