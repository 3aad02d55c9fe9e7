import HeroCatalog
import SectionedData

/// The data source the heroes table is bound through: one ``HeroCell`` per row, and headers such
/// as `Marvel — 12 heroes`.
///
/// ```swift
/// let dataSource = HeroesDataSource.make(longestName: filter.longestNameWidth, longestTeam: filter.longestTeamWidth)
/// viewModel.sections.drive(table.rx.items(dataSource: dataSource)).disposed(by: bag)
/// ```
enum HeroesDataSource {
    /// The most rows (shown plus new) a change may touch and still be animated.
    ///
    /// The diff runs on the main thread, and hashing the identities of this many rows takes a
    /// few milliseconds; a larger change is drawn at once, which is what the table would show
    /// after the animation anyway, since the table shows only a screenful of rows.
    static let animatedItemLimit = 20_000

    /// A data source with no sections, which reloads instead of animating changes that touch more
    /// than ``animatedItemLimit`` rows.
    ///
    /// - Parameters:
    ///   - longestName: The display width of the widest name of all heroes, for the name column.
    ///   - longestTeam: The display width of the widest team of all heroes, for the team column.
    /// - Returns: The data source.
    @MainActor
    static func make(longestName: Int, longestTeam: Int) -> SectionedAnimatedDataSource<HeroSection> {
        let dataSource = SectionedAnimatedDataSource<HeroSection>(
            configureCell: { _, _, _, hero in HeroCell(hero: hero, longestName: longestName, longestTeam: longestTeam)
            },
            titleForHeaderInSection: { dataSource, index in
                let section = dataSource[section: index]
                let count = section.items.count
                return "\(section.model.displayName) — \(count) \(count == 1 ? "hero" : "heroes")"
            }
        )
        dataSource.maximumAnimatedItemCount = animatedItemLimit
        return dataSource
    }
}
