/// A renderer whose rows the user can select, reported through an event.
///
/// `renderer.rx.itemSelected` and `renderer.rx.modelSelected(_:)` read ``itemSelectedEvents``.
/// The renderer keeps the event and sends the position of each row the user selects, on the main
/// actor, as `UITableViewDelegate`'s `tableView(_:didSelectRowAt:)` reports it:
///
/// ```swift
/// final class TerminalTable: SelectableListRenderer {
///     let itemSelectedEvents = RendererEvent<ItemPath>()
///
///     func userPressedReturn(on path: ItemPath) {
///         itemSelectedEvents.send(path)
///     }
///     // ... the ListRenderer requirements
/// }
/// ```
@MainActor
public protocol SelectableListRenderer: ListRenderer {
    /// The positions of the rows the user selects.
    var itemSelectedEvents: RendererEvent<ItemPath> { get }
}
