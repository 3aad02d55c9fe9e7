import RxCore

/// A move the user made: the row's position before and after, as RxCocoa's `ItemMovedEvent`.
///
/// As with `UITableView`, `destinationIndex` is the row's position once it has left
/// `sourceIndex`.
public typealias ItemMovedEvent = (sourceIndex: ItemPath, destinationIndex: ItemPath)

/// A renderer whose rows the user can move, reported as a stream of moves.
///
/// `renderer.rx.itemMoved` reads this stream. When the user drops a row, the renderer first calls
/// its data source's ``ListRendererDataSource/moveItem(from:to:)``, which brings the data source's
/// sections in step with what is shown, and then feeds the stream on the main thread, as
/// `UITableViewDataSource`'s `tableView(_:moveRowAt:to:)` does for RxCocoa:
///
/// ```swift
/// func userDropped(from source: ItemPath, to destination: ItemPath) {
///     dataSource?.moveItem(from: source, to: destination)
///     moves.onNext((sourceIndex: source, destinationIndex: destination))
/// }
/// ```
@MainActor
public protocol MovableListRenderer: ListRenderer {
    /// The moves the user makes, delivered on the main thread after the data source has moved the
    /// item; the stream never fails.
    var itemMovedEvents: Observable<ItemMovedEvent> { get }
}
