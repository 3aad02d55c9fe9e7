import Foundation
import RxCore

/// The sections a list shows, and the closures that turn them into cells and titles: the base of
/// ``SectionedReloadDataSource`` and ``SectionedAnimatedDataSource``.
///
/// It answers a ``ListRenderer``'s questions (``ListRendererDataSource``) from ``sectionModels``
/// and the configuration closures, which have RxDataSources' names. It does not decide how changes
/// reach the renderer; its subclasses do. `Section` is any ``SectionModelType``.
///
/// ```swift
/// let dataSource = SectionedReloadDataSource<SectionModel<String, Hero>>(
///     configureCell: { _, _, _, hero in TextCell(text: hero.name) },
///     titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
/// )
/// ```
@MainActor
open class SectionedDataSource<Section: SectionModelType>: ListRendererDataSource, SectionedViewDataSourceType {
    /// The type of the rows.
    public typealias Item = Section.Item

    /// Builds the cell of a row: given the data source, the renderer asking, the row's position and
    /// its item, returns a cell of the renderer's cell type.
    public typealias ConfigureCell =
        @MainActor (SectionedDataSource<Section>, any ListRenderer, ItemPath, Item) -> any ListCell

    /// Returns the header title of the section at an index, or `nil` for none.
    public typealias TitleForHeaderInSection = @MainActor (SectionedDataSource<Section>, Int) -> String?

    /// Returns the footer title of the section at an index, or `nil` for none.
    public typealias TitleForFooterInSection = @MainActor (SectionedDataSource<Section>, Int) -> String?

    /// Returns whether the user may edit the row at a position.
    public typealias CanEditRowAtIndexPath = @MainActor (SectionedDataSource<Section>, ItemPath) -> Bool

    /// Returns whether the user may move the row at a position.
    public typealias CanMoveRowAtIndexPath = @MainActor (SectionedDataSource<Section>, ItemPath) -> Bool

    /// Returns the titles of the section index, or `nil` for none.
    public typealias SectionIndexTitles = @MainActor (SectionedDataSource<Section>) -> [String]?

    /// Returns the section to show for a title of the section index and its position.
    public typealias SectionForSectionIndexTitle = @MainActor (SectionedDataSource<Section>, String, Int) -> Int

    /// The sections shown, in order.
    ///
    /// Change them with ``setSections(_:)``; the subclasses do so when their binding delivers new
    /// sections.
    public private(set) var sectionModels: [Section] = []

    /// Builds the cell of a row.
    public var configureCell: ConfigureCell

    /// Returns a section's header title.
    public var titleForHeaderInSection: TitleForHeaderInSection

    /// Returns a section's footer title.
    public var titleForFooterInSection: TitleForFooterInSection

    /// Returns whether a row is editable.
    public var canEditRowAtIndexPath: CanEditRowAtIndexPath

    /// Returns whether a row can be moved.
    public var canMoveRowAtIndexPath: CanMoveRowAtIndexPath

    /// Returns the titles of the section index.
    public var sectionIndexTitles: SectionIndexTitles

    /// Returns the section for a title of the section index.
    public var sectionForSectionIndexTitle: SectionForSectionIndexTitle

    /// Creates a data source with no sections.
    ///
    /// The defaults are RxDataSources': no header or footer titles, rows neither editable nor
    /// movable, no section index, and an index title leading to the section at the same position.
    ///
    /// - Parameters:
    ///   - configureCell: Builds the cell of a row.
    ///   - titleForHeaderInSection: Returns a section's header title.
    ///   - titleForFooterInSection: Returns a section's footer title.
    ///   - canEditRowAtIndexPath: Returns whether a row is editable.
    ///   - canMoveRowAtIndexPath: Returns whether a row can be moved.
    ///   - sectionIndexTitles: Returns the titles of the section index.
    ///   - sectionForSectionIndexTitle: Returns the section for a title of the section index.
    public init(
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
        titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil },
        canEditRowAtIndexPath: @escaping CanEditRowAtIndexPath = { _, _ in false },
        canMoveRowAtIndexPath: @escaping CanMoveRowAtIndexPath = { _, _ in false },
        sectionIndexTitles: @escaping SectionIndexTitles = { _ in nil },
        sectionForSectionIndexTitle: @escaping SectionForSectionIndexTitle = { _, _, index in index }
    ) {
        self.configureCell = configureCell
        self.titleForHeaderInSection = titleForHeaderInSection
        self.titleForFooterInSection = titleForFooterInSection
        self.canEditRowAtIndexPath = canEditRowAtIndexPath
        self.canMoveRowAtIndexPath = canMoveRowAtIndexPath
        self.sectionIndexTitles = sectionIndexTitles
        self.sectionForSectionIndexTitle = sectionForSectionIndexTitle
    }

    /// The section at an index.
    ///
    /// - Parameter section: The index of the section; must be in range.
    public subscript(section section: Int) -> Section {
        sectionModels[section]
    }

    /// The item at a position; setting it replaces the item without telling any renderer.
    ///
    /// - Parameter indexPath: The position of the row; must be in range.
    public subscript(indexPath indexPath: ItemPath) -> Item {
        get { self[indexPath] }
        set { self[indexPath] = newValue }
    }

    /// The item at a position; setting it replaces the item without telling any renderer.
    ///
    /// - Parameter path: The position of the row; must be in range.
    public subscript(_ path: ItemPath) -> Item {
        get {
            checkBounds(path)
            return sectionModels[path.sectionIndex].items[path.itemIndex]
        }
        set {
            checkBounds(path)
            sectionModels.replaceItem(at: path, with: newValue)
            sectionModelsDidChange()
        }
    }

    /// The item at a position, or an error saying why there is none.
    ///
    /// - Parameter indexPath: The position of the row.
    /// - Returns: The item, typed `Any`.
    /// - Throws: ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)`` when the
    ///   section or the row does not exist.
    public func model(at indexPath: ItemPath) throws -> Any {
        if let error = sectionModels.outOfBoundsError(at: indexPath) { throw error }
        return sectionModels[indexPath.sectionIndex].items[indexPath.itemIndex]
    }

    /// The item at an index path, or an error saying why there is none: RxCocoa's
    /// `SectionedViewDataSourceType` requirement, which `rx.modelSelected(_:)` and `rx.model(at:)` use.
    ///
    /// - Parameter indexPath: The section index, then the item index.
    /// - Returns: The item, typed `Any`.
    /// - Throws: ``RxDataSourceError/preconditionFailed(message:)`` when `indexPath` does not have
    ///   two indexes; ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)`` when the
    ///   section or the row does not exist.
    public func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.count == 2 else {
            throw RxDataSourceError.preconditionFailed(
                message: "Index path \(indexPath) names no row: a row needs a section and an item index"
            )
        }
        return try model(at: ItemPath(indexPath))
    }

    /// Replaces the sections without telling any renderer.
    ///
    /// The subclasses call it before they reload or update the renderer; call it yourself only
    /// when you reload the renderer right after.
    ///
    /// - Parameter sections: The new sections.
    open func setSections(_ sections: [Section]) {
        sectionModels = sections
        sectionModelsDidChange()
    }

    /// Moves an item, after the user dragged its row from `source` to `destination`.
    ///
    /// The renderer already shows the row at its new place; this brings ``sectionModels`` in line.
    /// As with `UITableView`, `destination` is the row's position once it has left `source`.
    ///
    /// - Parameters:
    ///   - source: Where the row was; must be in range.
    ///   - destination: Where the row is now; its section must exist and its index must not pass
    ///     the end of that section once the row has left `source`.
    open func moveItem(from source: ItemPath, to destination: ItemPath) {
        checkBounds(source)
        var sections = sectionModels
        sections.moveItem(
            from: source, to: destination, outOfRange: "Cannot move item \(source) to \(destination): out of range")
        sectionModels = sections
        sectionModelsDidChange()
    }

    // Called after every change to `sectionModels`: the animated data source's engine learns that
    // the sections shown changed while a diff or an animation ran from the old ones.
    internal func sectionModelsDidChange() {}

    private func checkBounds(_ path: ItemPath) {
        if let error = sectionModels.outOfBoundsError(at: path) { preconditionFailure(error.description) }
    }
}
