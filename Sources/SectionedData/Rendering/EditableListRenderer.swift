/// A renderer whose rows the user can delete or ask to insert, reported through events.
///
/// `renderer.rx.itemDeleted`, `renderer.rx.modelDeleted(_:)` and `renderer.rx.itemInserted` read
/// these events. Send the position on the main actor when the user commits an edit, as
/// `UITableViewDataSource`'s `tableView(_:commit:forRowAt:)` reports it, before anything changes:
/// the row is still in the data source, and the app removes or adds the item by binding a new list.
@MainActor
public protocol EditableListRenderer: ListRenderer {
    /// The positions of the rows the user deletes.
    var itemDeletedEvents: RendererEvent<ItemPath> { get }

    /// The positions where the user asks for a row to be inserted.
    var itemInsertedEvents: RendererEvent<ItemPath> { get }
}
