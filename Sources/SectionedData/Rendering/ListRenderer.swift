import RxCore

/// Anything that shows sections of rows: a table view, a terminal table, a test double.
///
/// Data sources drive a renderer through this protocol, so the same data source and the same
/// binding (`sections.bind(to: renderer.rx.items(dataSource: dataSource))`) work for every list.
/// A renderer asks its ``dataSource`` what to show, and shows it when told to reload or to apply a
/// batch update. Renderers are classes confined to the main actor.
///
/// ## Contract
///
/// - ``reloadData()`` shows the data source's current sections from scratch.
/// - ``performBatchUpdates(_:animation:completion:)`` applies one ``Changeset`` stage. When it is
///   called, the data source already holds the stage's ``Changeset/finalSections``; positions
///   follow UIKit's batch-update rules (see ``Changeset`` and ``BatchUpdateValidator``). The renderer
///   asks the data source for the cells of inserted and reloaded rows, refreshes the headers and
///   footers of ``Changeset/updatedSections``, and calls `completion` exactly once, on the main
///   actor, when its animation ends: at once if it does not animate. An animated data source
///   starts no other update before that call.
/// - ``isOnScreen`` tells whether animating is worth it (and, for UIKit, safe); a renderer that is
///   not on screen gets ``reloadData()`` instead of batch updates.
/// - ``dataSource`` is held weakly, like `UITableView.dataSource`; the binding that sets it keeps
///   the data source alive.
///
/// ## A UIKit adapter
///
/// `UITableView` and `UICollectionView` become renderers through small adapters that are also
/// their data sources; <doc:WritingAListRenderer> has both, refreshing the headers and footers of
/// updated sections in place.
@MainActor
public protocol ListRenderer: AnyObject, Sendable, ReactiveCompatible {
    /// Where the renderer gets what it shows; held weakly.
    ///
    /// `renderer.rx.items(dataSource:)` sets it for as long as the binding lasts.
    var dataSource: (any ListRendererDataSource)? { get set }

    /// Whether the renderer is visible, so that batch updates are worth animating.
    ///
    /// A UIKit adapter answers `tableView.window != nil`: UIKit can crash when a table view that is
    /// not in a window applies batch updates.
    var isOnScreen: Bool { get }

    /// Shows the data source's current sections from scratch, without animation.
    func reloadData()

    /// Applies one stage of a change as one batch update, and calls `completion` when its
    /// animation ends.
    ///
    /// The data source already holds `changeset.finalSections`. Deletes, reloads and move sources
    /// name positions before the update; inserts and move destinations name positions after it.
    ///
    /// - Parameters:
    ///   - changeset: The stage to apply; its `reloadData` flag is never set.
    ///   - animation: The animations to use for inserted, reloaded and deleted rows and sections.
    ///   - completion: To call exactly once, on the main actor, when the update's animation ends
    ///     (at once if the renderer does not animate); `true` when the animation ran to its end.
    func performBatchUpdates<Section: SectionModelType>(
        _ changeset: Changeset<Section>,
        animation: AnimationConfiguration,
        completion: @escaping @MainActor (Bool) -> Void
    )
}
