/// How an animated data source shows a change: with batch updates or by reloading everything.
///
/// ``SectionedAnimatedDataSource/decideViewTransition`` returns one for every change, given the
/// stages the diff computed; reloading suits changes too large to animate well.
///
/// ```swift
/// dataSource.decideViewTransition = { _, _, stages in
///     stages.reduce(0) { $0 + $1.operationCount } > 500 ? .reload : .animated
/// }
/// ```
public enum ViewTransition: Hashable, Sendable {
    /// Apply the stages one after the other, each in one batch update.
    case animated

    /// Show the new sections with `reloadData()`, without animation.
    case reload
}
