import HeroCatalog
import SectionedData

/// The data source the heroes table is bound through: one ``HeroCell`` per row, and headers such
/// as `Marvel — 12 heroes`.
///
/// `HeroSection` (`AnimatableSectionModel<Universe, Hero>`) is `Sendable`, because `Universe` and
/// `Hero` are: so the compiler picks the data source's initializer for `Sendable` sections, and
/// large changes are diffed off the main actor while the table keeps showing the old rows. A
/// section type that is not `Sendable` would be diffed on the main actor instead.
///
/// ```swift
/// let dataSource = HeroesDataSource.make(longestName: filter.longestNameWidth, longestTeam: filter.longestTeamWidth)
/// viewModel.sections.drive(table.rx.items(dataSource: dataSource)).disposed(by: bag)
/// ```
enum HeroesDataSource {
    /// The most rows (shown plus new) a change may touch and still be animated.
    ///
    /// A larger change is drawn at once, without the stages of an animation: that is what the
    /// table would show after the animation anyway, since it shows only a screenful of rows.
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
