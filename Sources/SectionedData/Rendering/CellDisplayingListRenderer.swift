import RxCore

/// A cell about to be shown and its position, as RxCocoa's `WillDisplayCellEvent`.
public typealias WillDisplayCellEvent = (cell: any ListCell, indexPath: ItemPath)

/// A cell no longer shown and the position it had, as RxCocoa's `DidEndDisplayingCellEvent`.
public typealias DidEndDisplayingCellEvent = (cell: any ListCell, indexPath: ItemPath)

/// A renderer that reports when cells appear and disappear, as streams of cells and positions.
///
/// `renderer.rx.willDisplayCell` and `renderer.rx.didEndDisplayingCell` read these streams. Feed
/// them on the main thread as `UITableViewDelegate`'s `tableView(_:willDisplay:forRowAt:)` and
/// `tableView(_:didEndDisplaying:forRowAt:)` report them: a terminal table, for example, when a
/// row scrolls into or out of the window.
@MainActor
public protocol CellDisplayingListRenderer: ListRenderer {
    /// The cells about to be shown, delivered on the main thread; the stream never fails.
    var willDisplayCellEvents: Observable<WillDisplayCellEvent> { get }

    /// The cells no longer shown, delivered on the main thread; the stream never fails.
    var didEndDisplayingCellEvents: Observable<DidEndDisplayingCellEvent> { get }
}
