import HeroTestSupport
import RxCore
import RxTest
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

/// Marble tests in virtual time: one tick is a millisecond, and every hop onto a scheduler (the
/// driver's, the search's) takes one tick.
final class HeroesViewModelTests: XCTestCase {
    private let filter = HeroFilter(heroes: HeroFixtures.all, displayWidth: DisplayWidth.of)

    private func sections(_ query: String) -> [HeroSection] {
        filter.sections(matching: query)
    }

    /// A view model on `scheduler` whose inputs are the given recorded events; it searches on
    /// `searchScheduler`, the same scheduler unless a test wants to hold the search back.
    private func makeViewModel(
        _ scheduler: TestScheduler,
        text: [Recorded<Event<String>>],
        selection: [Recorded<Event<Hero>>] = [],
        searchScheduler: TestScheduler? = nil
    ) -> (HeroesViewModel, TestableObservable<String>) {
        let texts = scheduler.createHotObservable(text)
        let selections = scheduler.createHotObservable(selection)
        var viewModel: HeroesViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = HeroesViewModel(
                searchText: texts.asObservable(), selection: selections.asObservable(), filter: filter,
                searchScheduler: searchScheduler ?? scheduler)
        }
        return (viewModel!, texts)
    }

    func testEveryQueryIsSearchedAsSoonAsItIsTyped() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, texts) = makeViewModel(
            scheduler,
            text: [.next(205, ""), .next(300, "s"), .next(320, "sp"), .next(340, "spi"), .next(500, "bat")]
        )
        let result = scheduler.start { viewModel.sections.asObservable() }
        // Each query takes two ticks: onto the driver's scheduler, then onto the search scheduler.
        XCTAssertEqual(
            result.events,
            [
                .next(207, sections("")), .next(302, sections("s")), .next(322, sections("sp")),
                .next(342, sections("spi")), .next(502, sections("bat")),
            ]
        )
        XCTAssertEqual(texts.subscriptions, [Subscription(200, 1000)])
    }

    func testResultsCarryTheNeedleTheyAnswer() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(scheduler, text: [.next(205, " Bät")])
        let result = scheduler.start { viewModel.results.asObservable() }
        XCTAssertEqual(
            result.events, [.next(207, SearchResult(needle: Array("bat".utf8), sections: sections("bat")))])
    }

    func testQueriesTypedWhileTheSearchIsBusyAreCoalescedLatestWins() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let search = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(
            scheduler,
            text: [.next(205, "s"), .next(300, "sp"), .next(310, "spi"), .next(320, "spid")],
            searchScheduler: search
        )
        // The search scheduler runs only at 250 and at 400, as a busy queue would: "s" is searched
        // at 250; "sp" and "spi" are replaced while they wait, and only "spid" is searched at 400.
        scheduler.scheduleAt(250) { search.advanceTo(search.clock + 1) }
        scheduler.scheduleAt(400) { search.advanceTo(search.clock + 1) }
        let result = scheduler.start { viewModel.sections.asObservable() }
        XCTAssertEqual(result.events, [.next(250, sections("s")), .next(400, sections("spid"))])
    }

    func testAQueryThatFindsTheSameHeroesIsNotSearchedAgain() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(
            scheduler,
            text: [
                .next(205, "bat"), .next(300, "BAT "), .next(400, "ba"), .next(420, "bat"), .next(500, " Bät"),
                .next(600, "batm"),
            ]
        )
        let result = scheduler.start { viewModel.sections.asObservable() }
        XCTAssertEqual(
            result.events,
            [
                .next(207, sections("bat")), .next(402, sections("ba")), .next(422, sections("bat")),
                .next(602, sections("batm")),
            ])
    }

    func testNoMatchGivesNoSectionsAndAZeroStatus() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(scheduler, text: [.next(205, "zzz"), .next(300, "")])
        let status = scheduler.createObserver(String.self)
        let sections = scheduler.createObserver([HeroSection].self)
        scheduler.scheduleAt(200) {
            _ = viewModel.status.drive(status)
            _ = viewModel.sections.drive(sections)
        }
        scheduler.start()
        XCTAssertEqual(sections.events, [.next(207, []), .next(302, self.sections(""))])
        XCTAssertEqual(status.events, [.next(207, "0 of 8 heroes"), .next(302, "8 of 8 heroes")])
    }

    func testStatusCountsTheHeroesShown() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(scheduler, text: [.next(205, "an"), .next(300, "batman")])
        let result = scheduler.start { viewModel.status.asObservable() }
        XCTAssertEqual(result.events, [.next(207, "6 of 8 heroes"), .next(302, "1 of 8 heroes")])
        XCTAssertEqual(HeroesViewModel.status(shown: 1, total: 1), "1 of 1 hero")
    }

    func testTheSelectionIsKeptWhileShownAndClearedOnceFilteredOut() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(
            scheduler,
            text: [.next(205, ""), .next(500, "spider"), .next(700, "bat"), .next(900, "")],
            selection: [.next(400, HeroFixtures.spiderMan)]
        )
        let result = scheduler.start { viewModel.selectedHero.asObservable() }
        XCTAssertEqual(
            result.events,
            [
                .next(200, nil),  // nothing selected yet
                .next(401, HeroFixtures.spiderMan),  // selected; "spider" (502) still shows him
                .next(702, nil),  // "bat" filters him out
                // "" at 902 shows him again, but the selection stays cleared
            ]
        )
    }

    func testSelectingAnotherHeroReplacesTheSelection() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(
            scheduler,
            text: [.next(205, ""), .next(600, "man")],
            selection: [
                .next(300, HeroFixtures.batman), .next(400, HeroFixtures.batman), .next(500, HeroFixtures.arana),
                .next(700, HeroFixtures.spiderMan),
            ]
        )
        let result = scheduler.start { viewModel.selectedHero.asObservable() }
        XCTAssertEqual(
            result.events,
            [
                .next(200, nil), .next(301, HeroFixtures.batman), .next(501, HeroFixtures.arana), .next(602, nil),
                .next(701, HeroFixtures.spiderMan),
            ]
        )
    }

    func testTheOutputsShareOneSearch() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, texts) = makeViewModel(scheduler, text: [.next(205, "x")])
        let first = scheduler.createObserver([HeroSection].self)
        let second = scheduler.createObserver(String.self)
        let third = scheduler.createObserver(Hero?.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(viewModel.sections.drive(first))
            subscriptions.append(viewModel.status.drive(second))
            subscriptions.append(viewModel.selectedHero.drive(third))
        }
        scheduler.scheduleAt(400) {
            for subscription in subscriptions { subscription.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(texts.subscriptions, [Subscription(200, 400)], "one subscription to the text")
        XCTAssertEqual(first.events, [.next(207, sections("x"))])
        XCTAssertEqual(second.events, [.next(207, "3 of 8 heroes")], "X-Men, Excalibur, Galaxy")
    }
}
