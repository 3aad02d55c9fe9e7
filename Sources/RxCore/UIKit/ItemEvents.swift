#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A row the user dragged, as `tableView.rx.itemMoved` delivers it: where it was, and where it is
    /// now (its position once it has left `sourceIndex`).
    public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

    /// A cell about to appear, as `tableView.rx.willDisplayCell` delivers it.
    public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)

    /// A cell that left the screen, as `tableView.rx.didEndDisplayingCell` delivers it.
    public typealias DidEndDisplayingCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
#endif
