/// A renderer whose selected rows the user can deselect, reported through an event.
///
/// `renderer.rx.itemDeselected` and `renderer.rx.modelDeselected(_:)` read
/// ``itemDeselectedEvents``. Send the position on the main actor when a row loses its selection,
/// as `UITableViewDelegate`'s `tableView(_:didDeselectRowAt:)` reports it.
@MainActor
public protocol DeselectableListRenderer: ListRenderer {
    /// The positions of the rows the user deselects.
    var itemDeselectedEvents: RendererEvent<ItemPath> { get }
}
