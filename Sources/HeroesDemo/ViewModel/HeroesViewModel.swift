import RxCore

/// The heroes screen's logic, as an RxSwift view model: from the search text and the rows the user
/// selects to the table's sections, the selected hero and the status line.
///
/// Inputs are observables (the search field's `rx.text.orEmpty`, the table's
/// `rx.modelSelected(Hero.self)`); outputs are drivers, so binding them to the screen cannot fail
/// and happens on the main scheduler. No terminal code lives here: tests build it inside
/// `SharingScheduler.mock(scheduler:)` and drive it in virtual time.
///
/// - ``sections``: the query waits until typing pauses for ``defaultDebounce``; a query that
///   differs from the previous one only in case, accents, width, spaces or punctuation is
///   dropped (`distinctUntilChanged`); matching ignores all of those too, on name and team,
///   sections come by universe and rows by name (``HeroFilter``), and each query reuses the
///   closest earlier result (``HeroSearch``).
/// - ``selectedHero``: the hero last selected, while the sections still hold it; once the sections
///   lose it the selection is cleared and stays cleared until the user selects again, as a table
///   view drops the selection of a deleted row.
/// - ``status``: such as `12 of 204 heroes`.
///
/// ```swift
/// let viewModel = HeroesViewModel(
///     searchText: field.rx.text.orEmpty.asObservable(),
///     selection: table.rx.modelSelected(Hero.self),
///     filter: HeroFilter(heroes: catalog.heroes)
/// )
/// viewModel.sections.drive(table.rx.items(dataSource: dataSource)).disposed(by: bag)
/// viewModel.status.drive(onNext: { status in statusLine.text = status }).disposed(by: bag)
/// ```
final class HeroesViewModel {
    /// How long typing must pause before the table follows the query: long enough to skip the
    /// letters of a word typed quickly, short enough to feel immediate.
    static let defaultDebounce = RxTimeInterval.milliseconds(defaultDebounceMilliseconds)

    /// ``defaultDebounce`` in milliseconds, for virtual-time arithmetic.
    static let defaultDebounceMilliseconds = 50

    /// The table's sections for the latest query, once the typing pauses.
    let sections: Driver<[HeroSection]>

    /// The hero the user selected while the table still shows it; `nil` at first and once the
    /// table loses it.
    let selectedHero: Driver<Hero?>

    /// How many heroes the table shows out of how many there are, such as `12 of 204 heroes`.
    let status: Driver<String>

    /// Creates the view model. Build it inside `SharingScheduler.mock(scheduler:)` to run its
    /// debounce and deliveries on a test scheduler.
    ///
    /// - Parameters:
    ///   - searchText: The search field's text, current value first.
    ///   - selection: The heroes the user selects in the table.
    ///   - filter: The heroes to search.
    ///   - debounce: How long the query must stay unchanged before it is searched.
    init(
        searchText: Observable<String>,
        selection: Observable<Hero>,
        filter: HeroFilter,
        debounce: RxTimeInterval = defaultDebounce
    ) {
        let total = filter.heroCount
        let sections =
            searchText
            .asDriver(onErrorJustReturn: "")
            .debounce(debounce)
            .distinctUntilChanged { HeroFilter.needle(for: $0) == HeroFilter.needle(for: $1) }
            .scan(SearchState(search: HeroSearch(filter: filter))) { state, query in
                var state = state
                state.sections = state.search.sections(matching: query)
                return state
            }
            .map(\.sections)
        self.sections = sections
        status = sections.map { sections in
            Self.status(shown: sections.reduce(0) { $0 + $1.items.count }, total: total)
        }
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
                return section?.items.first { $0.identity == hero.identity }
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

    /// The search and its latest result, carried from query to query.
    private struct SearchState {
        var search: HeroSearch
        var sections: [HeroSection] = []
    }

    /// What can change the selection.
    private enum SelectionInput {
        case sections([HeroSection])
        case selected(Hero)
    }
}
