/// A cell about to be shown and its position.
///
/// RxCocoa's `WillDisplayCellEvent` has the same labels with a `UITableViewCell` and an
/// `IndexPath`; this one names a ``ListCell`` and an ``ItemPath``, under a name of its own so that
/// a file importing both RxCore and SectionedData can name either.
public typealias ListWillDisplayCellEvent = (cell: any ListCell, indexPath: ItemPath)

/// A cell no longer shown and the position it had.
///
/// RxCocoa's `DidEndDisplayingCellEvent` has the same labels with a `UITableViewCell` and an
/// `IndexPath`; this one names a ``ListCell`` and an ``ItemPath``, under a name of its own.
public typealias ListDidEndDisplayingCellEvent = (cell: any ListCell, indexPath: ItemPath)

/// A renderer that reports when cells appear and disappear, through events.
///
/// `renderer.rx.willDisplayCell` and `renderer.rx.didEndDisplayingCell` read these events. Send
/// them on the main actor as `UITableViewDelegate`'s `tableView(_:willDisplay:forRowAt:)` and
/// `tableView(_:didEndDisplaying:forRowAt:)` report them: a terminal table, for example, when a
/// row scrolls into or out of the window.
@MainActor
public protocol CellDisplayingListRenderer: ListRenderer {
    /// The cells about to be shown.
    var willDisplayCellEvents: RendererEvent<ListWillDisplayCellEvent> { get }

    /// The cells no longer shown.
    var didEndDisplayingCellEvents: RendererEvent<ListDidEndDisplayingCellEvent> { get }
}
