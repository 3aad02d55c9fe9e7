import RxCore
import RxTest
import XCTest

@testable import HeroesDemo

/// Marble tests in virtual time: one tick is a millisecond, the debounce is 50 ticks, and every
/// delivery through a driver's scheduler takes one more tick.
final class HeroesViewModelTests: XCTestCase {
    private let filter = HeroFilter(heroes: HeroFixtures.all)

    private func sections(_ query: String) -> [HeroSection] {
        filter.sections(matching: query)
    }

    /// A view model on `scheduler` whose inputs are the given recorded events.
    private func makeViewModel(
        _ scheduler: TestScheduler,
        text: [Recorded<Event<String>>],
        selection: [Recorded<Event<Hero>>] = []
    ) -> (HeroesViewModel, TestableObservable<String>) {
        let texts = scheduler.createHotObservable(text)
        let selections = scheduler.createHotObservable(selection)
        var viewModel: HeroesViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = HeroesViewModel(
                searchText: texts.asObservable(), selection: selections.asObservable(), filter: filter)
        }
        return (viewModel!, texts)
    }

    func testTheTableFollowsTheQueryOnceTypingPauses() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, texts) = makeViewModel(
            scheduler,
            text: [.next(205, ""), .next(300, "s"), .next(320, "sp"), .next(340, "spi"), .next(500, "bat")]
        )
        let result = scheduler.start { viewModel.sections.asObservable() }
        XCTAssertEqual(
            result.events,
            [.next(256, sections("")), .next(391, sections("spi")), .next(551, sections("bat"))]
        )
        XCTAssertEqual(texts.subscriptions, [Subscription(200, 1000)])
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
        XCTAssertEqual(result.events, [.next(256, sections("bat")), .next(651, sections("batm"))])
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
        XCTAssertEqual(sections.events, [.next(256, []), .next(351, self.sections(""))])
        XCTAssertEqual(status.events, [.next(256, "0 of 8 heroes"), .next(351, "8 of 8 heroes")])
    }

    func testStatusCountsTheHeroesShown() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (viewModel, _) = makeViewModel(scheduler, text: [.next(205, "an"), .next(300, "batman")])
        let result = scheduler.start { viewModel.status.asObservable() }
        XCTAssertEqual(result.events, [.next(256, "6 of 8 heroes"), .next(351, "1 of 8 heroes")])
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
                .next(401, HeroFixtures.spiderMan),  // selected; "spider" (551) still shows him
                .next(751, nil),  // "bat" filters him out
                // "" at 951 shows him again, but the selection stays cleared
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
                .next(200, nil), .next(301, HeroFixtures.batman), .next(501, HeroFixtures.arana), .next(651, nil),
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
        XCTAssertEqual(first.events, [.next(256, sections("x"))])
        XCTAssertEqual(second.events, [.next(256, "3 of 8 heroes")], "X-Men, Excalibur, Galaxy")
    }
}
