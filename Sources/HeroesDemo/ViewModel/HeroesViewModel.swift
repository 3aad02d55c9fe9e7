import Foundation
import RxCore

/// The heroes screen's logic: from the search text and the user's selection to the table's
/// sections, the selected hero and the status line.
///
/// No terminal code lives here; tests drive it in virtual time.
final class HeroesViewModel {
    /// The table's sections for the latest search, once the typing pauses.
    let sections: Observable<[HeroSection]>

    /// The hero the user selected, while the table still shows it; `nil` otherwise.
    let selectedHero: Observable<Hero?>

    /// How many heroes the table shows out of how many there are, such as `12 of 204 heroes`.
    let status: Observable<String>

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - searchText: The search field's text, current value first.
    ///   - selection: The heroes the user selects in the table.
    ///   - filter: The heroes to search.
    init(searchText: Observable<String>, selection: Observable<Hero>, filter: HeroFilter) {
        let total = filter.heroCount
        let sections =
            searchText
            .distinctUntilChanged { HeroFilter.needle(for: $0) == HeroFilter.needle(for: $1) }
            .scan(into: (search: HeroSearch(filter: filter), sections: [HeroSection]())) { state, query in
                state.sections = state.search.sections(matching: query)
            }
            .map(\.sections)
            .share(replay: 1)
        self.sections = sections
        status = sections.map { sections in Self.status(shown: sections.reduce(0) { $0 + $1.items.count }, total: total)
        }
        selectedHero = Observable.merge(
            sections.map(SelectionInput.sections),
            selection.map(SelectionInput.selected)
        )
        .scan(into: Hero?.none) { current, input in
            switch input {
            case .selected(let hero):
                current = hero
            case .sections(let sections):
                guard let hero = current else { return }
                current = sections.first { $0.model == hero.universe }?.items.first { $0.identity == hero.identity }
            }
        }
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

    private enum SelectionInput {
        case sections([HeroSection])
        case selected(Hero)
    }
}
