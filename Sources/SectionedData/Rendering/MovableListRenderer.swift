/// A move the user made: the row's position before and after.
///
/// RxCocoa's `ItemMovedEvent` has the same labels with `IndexPath`s; this one names positions in a
/// ``ListRenderer`` (``ItemPath``), under a name of its own so that a file importing both RxCore
/// and SectionedData can name either. As with `UITableView`, `destinationIndex` is the row's
/// position once it has left `sourceIndex`.
public typealias ListItemMovedEvent = (sourceIndex: ItemPath, destinationIndex: ItemPath)

/// A renderer whose rows the user can move, reported through an event.
///
/// `renderer.rx.itemMoved` reads ``itemMovedEvents``. When the user drops a row, the renderer
/// first calls its data source's ``ListRendererDataSource/moveItem(from:to:)``, which brings the
/// data source's sections in step with what is shown, and then sends the move on the main actor,
/// as `UITableViewDataSource`'s `tableView(_:moveRowAt:to:)` does for RxCocoa:
///
/// ```swift
/// func userDropped(from source: ItemPath, to destination: ItemPath) {
///     dataSource?.moveItem(from: source, to: destination)
///     itemMovedEvents.send((sourceIndex: source, destinationIndex: destination))
/// }
/// ```
@MainActor
public protocol MovableListRenderer: ListRenderer {
    /// The moves the user makes, sent after the data source has moved the item.
    var itemMovedEvents: RendererEvent<ListItemMovedEvent> { get }
}
