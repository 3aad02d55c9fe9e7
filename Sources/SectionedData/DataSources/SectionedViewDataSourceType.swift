/// A data source that can return the model shown at a position, whatever its type.
///
/// `renderer.rx.modelSelected(_:)` and `renderer.rx.model(at:)` use it to turn a selected position
/// into a model. ``SectionedDataSource`` conforms.
@MainActor
public protocol SectionedViewDataSourceType {
    /// The model of the row at `indexPath`.
    ///
    /// - Parameter indexPath: The position of the row.
    /// - Returns: The row's item.
    /// - Throws: ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)`` when no row
    ///   exists there.
    func model(at indexPath: ItemPath) throws -> Any
}
