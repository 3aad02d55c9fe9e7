/// A renderer that keeps cells for reuse by identifier, as `UITableView` does.
///
/// `renderer.rx.items(cellIdentifier:cellType:)` asks it for the cell of each row and configures
/// that cell. A UIKit adapter forwards to `dequeueReusableCell(withIdentifier:for:)`.
@MainActor
public protocol CellDequeuingListRenderer: ListRenderer {
    /// A cell registered under `identifier`, reused or new, for the row at `path`.
    ///
    /// - Parameters:
    ///   - identifier: The identifier the cell's type was registered under.
    ///   - path: The position of the row the cell will show.
    /// - Returns: The cell, of the type registered under `identifier`.
    func dequeueReusableCell(withIdentifier identifier: String, for path: ItemPath) -> any ListCell
}
