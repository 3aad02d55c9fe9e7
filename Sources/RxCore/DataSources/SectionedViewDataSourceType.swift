import Foundation

/// A data source that can return the model shown at a position, whatever its type: RxCocoa's
/// protocol, on every platform.
///
/// `tableView.rx.modelSelected(_:)` and `tableView.rx.model(at:)` (and the collection view's) use it
/// to turn a selected index path into a model; SectionedData's data sources conform, and so does the
/// data source that `rx.items(cellIdentifier:cellType:)` installs. SectionedData's list renderers
/// use it too, converting their `ItemPath`s to index paths.
///
/// ```swift
/// let hero = try dataSource.model(at: IndexPath(indexes: [0, 2])) as! Hero
/// ```
@MainActor
public protocol SectionedViewDataSourceType {
    /// The model of the row at `indexPath`: its first index is the section, its second the row.
    ///
    /// - Parameter indexPath: The position of the row.
    /// - Returns: The row's item.
    /// - Throws: An error of the data source's own when no row exists there.
    func model(at indexPath: IndexPath) throws -> Any
}
