import DiffTestSupport
import RxCore
import SectionedData

/// A cell class, for `rx.items(cellIdentifier:cellType:)`: the renderer dequeues it, the binding
/// configures it.
final class LabelCell: ListCell {
    var text = ""
    let serial: Int

    init(serial: Int) {
        self.serial = serial
    }
}

/// A renderer that reports every event RxCocoa's list bindings read: deselection, deletion and
/// insertion requests, moves, and cells appearing and disappearing; and dequeues `LabelCell`s
/// registered as "Label". It applies batch updates at once and reads its rows on every reload.
@MainActor
final class ReportingRenderer: DeselectableListRenderer, EditableListRenderer, MovableListRenderer,
    CellDisplayingListRenderer, CellDequeuingListRenderer, ReactiveCompatible
{
    weak var dataSource: (any ListRendererDataSource)?
    var isOnScreen: Bool { true }
    /// The text of each row, by section, as of the last reload or batch update.
    private(set) var rows: [[String]] = []
    private(set) var dequeuedCount = 0

    let itemDeselectedEvents = RendererEvent<ItemPath>()
    let itemDeletedEvents = RendererEvent<ItemPath>()
    let itemInsertedEvents = RendererEvent<ItemPath>()
    let itemMovedEvents = RendererEvent<ListItemMovedEvent>()
    let willDisplayCellEvents = RendererEvent<ListWillDisplayCellEvent>()
    let didEndDisplayingCellEvents = RendererEvent<ListDidEndDisplayingCellEvent>()

    func reloadData() {
        rows = readRows()
    }

    func performBatchUpdates<Section>(
        _ changeset: Changeset<Section>,
        animation: AnimationConfiguration,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        rows = readRows()
        completion(true)
    }

    func dequeueReusableCell(withIdentifier identifier: String, for path: ItemPath) -> any ListCell {
        precondition(identifier == "Label", "no cell registered as \(identifier)")
        dequeuedCount += 1
        return LabelCell(serial: dequeuedCount)
    }

    /// The user deselects the row at `path`.
    func deselect(_ path: ItemPath) { itemDeselectedEvents.send(path) }

    /// The user deletes the row at `path`.
    func delete(_ path: ItemPath) { itemDeletedEvents.send(path) }

    /// The user asks for a row at `path`.
    func requestInsertion(at path: ItemPath) { itemInsertedEvents.send(path) }

    /// The user drags a row from `source` to `destination`: the renderer shows it there, tells its
    /// data source, then reports the move.
    func move(from source: ItemPath, to destination: ItemPath) {
        let text = rows[source.sectionIndex].remove(at: source.itemIndex)
        rows[destination.sectionIndex].insert(text, at: destination.itemIndex)
        dataSource?.moveItem(from: source, to: destination)
        itemMovedEvents.send((sourceIndex: source, destinationIndex: destination))
    }

    /// The row at `path` scrolls into view, then out of it.
    func scrollPast(_ path: ItemPath) {
        guard let cell = dataSource?.cell(for: path, in: self) else { return }
        willDisplayCellEvents.send((cell: cell, indexPath: path))
        didEndDisplayingCellEvents.send((cell: cell, indexPath: path))
    }

    /// The text of a cell: a `TextCell`'s text, or a `LabelCell`'s text and serial number.
    static func text(of cell: any ListCell) -> String {
        switch cell {
        case let cell as TextCell: return cell.text
        case let cell as LabelCell: return "\(cell.text) #\(cell.serial)"
        default: return "<\(cell)>"
        }
    }

    private func readRows() -> [[String]] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections).map { section in
            (0..<dataSource.numberOfItems(inSection: section)).map { item in
                Self.text(of: dataSource.cell(for: ItemPath(sectionIndex: section, itemIndex: item), in: self))
            }
        }
    }
}
