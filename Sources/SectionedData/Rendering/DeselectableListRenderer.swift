import RxCore

/// A renderer whose selected rows the user can deselect, reported as a stream of positions.
///
/// `renderer.rx.itemDeselected` and `renderer.rx.modelDeselected(_:)` read this stream. Feed it on
/// the main thread when a row loses its selection, as `UITableViewDelegate`'s
/// `tableView(_:didDeselectRowAt:)` reports it.
@MainActor
public protocol DeselectableListRenderer: ListRenderer {
    /// The positions of the rows the user deselects, delivered on the main thread; the stream
    /// never fails.
    var itemDeselectedEvents: Observable<ItemPath> { get }
}
