import HeroCatalog
import RxCore

/// The heroes screen's logic, as an RxSwift view model: from the search text and the rows the user
/// selects to the table's sections, the selected hero and the status line.
///
/// Inputs are observables (the search field's `rx.text.orEmpty`, the table's
/// `rx.modelSelected(Hero.self)`); outputs are drivers, so binding them to the screen cannot fail
/// and happens on the main scheduler. No terminal code lives here: tests build it inside
/// `SharingScheduler.mock(scheduler:)`, pass the same test scheduler as `searchScheduler`, and
/// drive it in virtual time.
///
/// - ``results``: every query is searched as soon as it is typed, with no debounce, on
///   `searchScheduler` (a serial background queue in the app), so filtering a million names never
///   holds up the main thread. A query that differs from the previous one only in case, accents,
///   width, spaces or punctuation is dropped (`distinctUntilChanged`). Queries are coalesced only
///   while the search is busy: `flatMapLatest` cancels a query still waiting for the scheduler when
///   a newer one arrives (latest wins), and drops the result of one that was already running, so a
///   stale result is never delivered. Matching ignores case, accents, width, spaces and
///   punctuation, on name and team; sections come by universe and rows by name (``HeroFilter``),
///   and each query reuses the closest earlier result (``HeroSearch``).
/// - ``sections``: the sections of ``results``.
/// - ``selectedHero``: the hero last selected, while the sections still hold it; once the sections
///   lose it the selection is cleared and stays cleared until the user selects again, as a table
///   view drops the selection of a deleted row.
/// - ``status``: such as `12 of 204 heroes`.
///
/// ```swift
/// let viewModel = HeroesViewModel(
///     searchText: field.rx.text.orEmpty.asObservable(),
///     selection: table.rx.modelSelected(Hero.self),
///     filter: HeroFilter(heroes: catalog.heroes, displayWidth: DisplayWidth.of)
/// )
/// viewModel.sections.drive(table.rx.items(dataSource: dataSource)).disposed(by: bag)
/// viewModel.status.drive(onNext: { status in statusLine.text = status }).disposed(by: bag)
/// ```
final class HeroesViewModel {
    /// The result for the latest query, with the needle it answers.
    let results: Driver<SearchResult>

    /// The table's sections for the latest query.
    let sections: Driver<[HeroSection]>

    /// The hero the user selected while the table still shows it; `nil` at first and once the
    /// table loses it.
    let selectedHero: Driver<Hero?>

    /// How many heroes the table shows out of how many there are, such as `12 of 204 heroes`.
    let status: Driver<String>

    /// Creates the view model. Build it inside `SharingScheduler.mock(scheduler:)` to run its
    /// deliveries on a test scheduler.
    ///
    /// - Parameters:
    ///   - searchText: The search field's text, current value first.
    ///   - selection: The heroes the user selects in the table.
    ///   - filter: The heroes to search.
    ///   - searchScheduler: Where queries are searched; by default a serial queue of its own off
    ///     the main thread. It must run one action at a time for queries to be coalesced.
    init(
        searchText: Observable<String>,
        selection: Observable<Hero>,
        filter: HeroFilter,
        searchScheduler: ImmediateSchedulerType? = nil
    ) {
        let total = filter.heroCount
        let worker = SearchWorker(search: HeroSearch(filter: filter))
        let scheduler =
            searchScheduler
            ?? SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "HeroesDemo.search")
        let results =
            searchText
            .asDriver(onErrorJustReturn: "")
            .distinctUntilChanged { HeroFilter.needle(for: $0) == HeroFilter.needle(for: $1) }
            .flatMapLatest { query in
                Observable<SearchResult>.deferred { .just(worker.result(for: query)) }
                    .subscribe(on: scheduler)
                    .asDriver(onErrorDriveWith: .empty())
            }
        self.results = results
        let sections = results.map(\.sections)
        self.sections = sections
        status = results.map { result in Self.status(shown: result.heroCount, total: total) }
        selectedHero = Driver.merge(
            sections.map(SelectionInput.sections),
            selection.asDriver(onErrorDriveWith: .empty()).map(SelectionInput.selected)
        )
        .scan(Hero?.none) { current, input in
            switch input {
            case .selected(let hero):
                return hero
            case .sections(let sections):
                guard let hero = current else { return nil }
                let section = sections.first { $0.model == hero.universe }
                return section?.items.first { $0.hasIdentity(of: hero) }
            }
        }
        .startWith(nil)
        .distinctUntilChanged()
    }

    /// The status line for `shown` of `total` heroes.
    ///
    /// - Parameters:
    ///   - shown: Heroes in the table.
    ///   - total: Heroes searched.
    /// - Returns: Such as `12 of 204 heroes`, or `1 of 1 hero`.
    static func status(shown: Int, total: Int) -> String {
        "\(shown) of \(total) \(total == 1 ? "hero" : "heroes")"
    }

    /// What can change the selection.
    private enum SelectionInput {
        case sections([HeroSection])
        case selected(Hero)
    }
}
