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
/// ## Reactive extensions
///
/// A renderer needs no Rx: this protocol and its refinements name no RxCore type. To write
/// `renderer.rx.items(dataSource:)`, `renderer.rx.itemSelected` and the other bindings, declare the
/// renderer `ReactiveCompatible` (an `NSObject` subclass already is); `Reactive(renderer)` reaches
/// the same bindings without it.
///
/// A renderer that reports what the user does conforms to refinements, each of which requires a
/// ``RendererEvent`` per kind of action (the renderer sends to it, handlers receive) and brings the
/// matching RxCocoa bindings: ``SelectableListRenderer`` (`rx.itemSelected`,
/// `rx.modelSelected(_:)`), ``DeselectableListRenderer`` (`rx.itemDeselected`,
/// `rx.modelDeselected(_:)`), ``EditableListRenderer`` (`rx.itemDeleted`, `rx.itemInserted`,
/// `rx.modelDeleted(_:)`), ``MovableListRenderer`` (`rx.itemMoved`),
/// ``CellDisplayingListRenderer`` (`rx.willDisplayCell`, `rx.didEndDisplayingCell`). A renderer
/// that reuses cells conforms to ``CellDequeuingListRenderer``
/// (`rx.items(cellIdentifier:cellType:)`).
///
/// ## A UIKit adapter
///
/// `UITableView` becomes a renderer through a small adapter that is also its `UITableViewDataSource`
/// (<doc:WritingAListRenderer> walks through a fuller one and a `UICollectionView` adapter):
///
/// ```swift
/// import RxCore
/// import SectionedData
/// import UIKit
///
/// extension UITableViewCell: ListCell {}
///
/// final class TableViewRenderer: NSObject, ListRenderer, UITableViewDataSource {
///     let tableView: UITableView
///     weak var dataSource: (any ListRendererDataSource)?
///     // UIKit may count the rows before the update block runs; it must see the old counts.
///     private var rowCountsBeforeUpdate: [Int]?
///
///     init(tableView: UITableView) {
///         self.tableView = tableView
///         super.init()
///         tableView.dataSource = self
///     }
///
///     var isOnScreen: Bool { tableView.window != nil }
///
///     func reloadData() { tableView.reloadData() }
///
///     func performBatchUpdates<Section>(
///         _ stage: Changeset<Section>,
///         animation: AnimationConfiguration,
///         completion: @escaping @MainActor (Bool) -> Void
///     ) {
///         func indexPath(_ path: ItemPath) -> IndexPath { IndexPath(row: path.itemIndex, section: path.sectionIndex) }
///         func style(_ animation: AnimationStyle) -> UITableView.RowAnimation {
///             switch animation {
///             case .fade: .fade
///             case .right: .right
///             case .left: .left
///             case .top: .top
///             case .bottom: .bottom
///             case .none: .none
///             case .middle: .middle
///             case .automatic: .automatic
///             }
///         }
///         // Updated sections keep their rows: only their header and footer are refreshed, in
///         // place, before the update moves them (see `refreshHeaderAndFooter` below).
///         let positionsAfter = Self.positionsAfter(stage)
///         for before in stage.updatedSections {
///             refreshHeaderAndFooter(shownAt: before, showing: positionsAfter[before]!)
///         }
///         rowCountsBeforeUpdate = stage.originalSections.map(\.items.count)
///         tableView.performBatchUpdates({ [self] in
///             rowCountsBeforeUpdate = nil
///             tableView.deleteSections(IndexSet(stage.deletedSections), with: style(animation.deleteAnimation))
///             tableView.insertSections(IndexSet(stage.insertedSections), with: style(animation.insertAnimation))
///             for move in stage.movedSections { tableView.moveSection(move.from, toSection: move.to) }
///             tableView.deleteRows(at: stage.deletedItems.map(indexPath), with: style(animation.deleteAnimation))
///             tableView.insertRows(at: stage.insertedItems.map(indexPath), with: style(animation.insertAnimation))
///             tableView.reloadRows(at: stage.updatedItems.map(indexPath), with: style(animation.reloadAnimation))
///             for move in stage.movedItems { tableView.moveRow(at: indexPath(move.from), to: indexPath(move.to)) }
///         }, completion: { finished in completion(finished) })
///     }
///
///     /// Sets the header and footer that the table shows for section `before` (the table still
///     /// shows the old sections) to the titles of section `after` of the data source (which
///     /// already holds the new ones). Headers off screen are asked for when they appear.
///     private func refreshHeaderAndFooter(shownAt before: Int, showing after: Int) {
///         if let header = tableView.headerView(forSection: before) {
///             var content = header.defaultContentConfiguration()
///             content.text = dataSource?.titleForHeader(inSection: after)
///             header.contentConfiguration = content
///         }
///         if let footer = tableView.footerView(forSection: before) {
///             var content = footer.defaultContentConfiguration()
///             content.text = dataSource?.titleForFooter(inSection: after)
///             footer.contentConfiguration = content
///         }
///     }
///
///     /// Where each section that the stage neither deletes nor moves ends up, by UIKit's rule:
///     /// inserted sections and move destinations take their places, and the sections that stay
///     /// fill the other places in their old order.
///     private static func positionsAfter<Section>(_ stage: Changeset<Section>) -> [Int: Int] {
///         let leaving = Set(stage.deletedSections).union(stage.movedSections.map(\.from))
///         let arriving = Set(stage.insertedSections).union(stage.movedSections.map(\.to))
///         var positions: [Int: Int] = [:]
///         var after = 0
///         for before in stage.originalSections.indices where !leaving.contains(before) {
///             while arriving.contains(after) { after += 1 }
///             positions[before] = after
///             after += 1
///         }
///         return positions
///     }
///
///     func numberOfSections(in tableView: UITableView) -> Int {
///         rowCountsBeforeUpdate?.count ?? dataSource?.numberOfSections ?? 0
///     }
///
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///         rowCountsBeforeUpdate?[section] ?? dataSource?.numberOfItems(inSection: section) ?? 0
///     }
///
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let path = ItemPath(sectionIndex: indexPath.section, itemIndex: indexPath.row)
///         return dataSource!.cell(for: path, in: self) as! UITableViewCell
///     }
///
///     func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
///         dataSource?.titleForHeader(inSection: section)
///     }
///
///     func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
///         dataSource?.titleForFooter(inSection: section)
///     }
/// }
/// ```
///
/// Its data source's `configureCell` dequeues from `(renderer as! TableViewRenderer).tableView`.
/// Forwarding editing, moves and the section index takes one line each.
///
/// A `UICollectionView` adapter applies a stage the same way (`deleteSections`, `insertItems`,
/// `moveItem(at:to:)` and so on inside `performBatchUpdates`), and refreshes the headers of
/// updated sections through `supplementaryView(forElementKind:at:)`, which returns the header view
/// shown, or `nil` when it is off screen. With a header class of your own, `TitleHeaderView`,
/// whose `title` sets its label:
///
/// ```swift
/// let positionsAfter = Self.positionsAfter(stage)  // as in the table adapter
/// for before in stage.updatedSections {
///     let shown = collectionView.supplementaryView(
///         forElementKind: UICollectionView.elementKindSectionHeader,
///         at: IndexPath(item: 0, section: before)
///     )
///     (shown as? TitleHeaderView)?.title = dataSource?.titleForHeader(inSection: positionsAfter[before]!)
/// }
/// collectionView.performBatchUpdates({ /* the stage's operations */ }, completion: { completion($0) })
/// ```
@MainActor
public protocol ListRenderer: AnyObject, Sendable {
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
