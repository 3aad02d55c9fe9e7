#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import RxCore
    import UIKit

    /// A `UITableViewDataSource` that shows sections of rows: the base of
    /// ``RxTableViewSectionedReloadDataSource`` and ``RxTableViewSectionedAnimatedDataSource``, as in
    /// RxDataSources.
    ///
    /// It answers the table's questions from ``sectionModels`` and the configuration closures, which
    /// have RxDataSources' names, types and defaults. It does not decide how changes reach the table;
    /// its subclasses do.
    ///
    /// ```swift
    /// let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Int>>(
    ///     configureCell: { dataSource, tableView, indexPath, item in
    ///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    ///         cell.textLabel?.text = "Item \(item)"
    ///         return cell
    ///     },
    ///     titleForHeaderInSection: { dataSource, index in dataSource.sectionModels[index].model }
    /// )
    /// ```
    @MainActor
    open class TableViewSectionedDataSource<Section: SectionModelType>: NSObject, UITableViewDataSource,
        SectionedViewDataSourceType
    {
        /// The type of the rows.
        public typealias Item = Section.Item

        /// Returns the cell of a row: given the data source, the table, the row's position and its
        /// item.
        public typealias ConfigureCell =
            @MainActor (TableViewSectionedDataSource<Section>, UITableView, IndexPath, Item) -> UITableViewCell

        /// Returns the header title of the section at an index, or `nil` for none.
        public typealias TitleForHeaderInSection = @MainActor (TableViewSectionedDataSource<Section>, Int) -> String?

        /// Returns the footer title of the section at an index, or `nil` for none.
        public typealias TitleForFooterInSection = @MainActor (TableViewSectionedDataSource<Section>, Int) -> String?

        /// Returns whether the user may edit the row at a position.
        public typealias CanEditRowAtIndexPath = @MainActor (TableViewSectionedDataSource<Section>, IndexPath) -> Bool

        /// Returns whether the user may move the row at a position.
        public typealias CanMoveRowAtIndexPath = @MainActor (TableViewSectionedDataSource<Section>, IndexPath) -> Bool

        /// Returns the titles of the section index, or `nil` for none.
        public typealias SectionIndexTitles = @MainActor (TableViewSectionedDataSource<Section>) -> [String]?

        /// Returns the section to scroll to for a title of the section index and its position.
        public typealias SectionForSectionIndexTitle =
            @MainActor (TableViewSectionedDataSource<Section>, _ title: String, _ index: Int) -> Int

        /// A section as RxDataSources stores it: the section and its items. Kept for code that names
        /// the type; this data source stores the sections themselves.
        public typealias SectionModelSnapshot = SectionModel<Section, Item>

        /// The sections shown, in order; ``setSections(_:)`` replaces them.
        open var sectionModels: [Section] {
            store.sections
        }

        /// Returns the cell of a row.
        open var configureCell: ConfigureCell

        /// Returns a section's header title.
        open var titleForHeaderInSection: TitleForHeaderInSection

        /// Returns a section's footer title.
        open var titleForFooterInSection: TitleForFooterInSection

        /// Returns whether a row is editable.
        open var canEditRowAtIndexPath: CanEditRowAtIndexPath

        /// Returns whether a row can be moved.
        open var canMoveRowAtIndexPath: CanMoveRowAtIndexPath

        /// Returns the titles of the section index (tvOS, which has no section index, never calls it).
        open var sectionIndexTitles: SectionIndexTitles

        /// Returns the section for a title of the section index (never called on tvOS).
        open var sectionForSectionIndexTitle: SectionForSectionIndexTitle

        // The sections behind `sectionModels`, and the row counts the table shows during a batch update.
        internal let store = SectionStore<Section>()

        /// Creates a data source with no sections.
        ///
        /// The defaults are RxDataSources': no header or footer titles, every row editable and
        /// movable, no section index, and an index title leading to the section at its position.
        ///
        /// - Parameters:
        ///   - configureCell: Returns the cell of a row.
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
            canEditRowAtIndexPath: @escaping CanEditRowAtIndexPath = { _, _ in true },
            canMoveRowAtIndexPath: @escaping CanMoveRowAtIndexPath = { _, _ in true },
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
            super.init()
        }

        /// The section at an index.
        ///
        /// - Parameter section: The index of the section; must be in range.
        open subscript(section: Int) -> Section {
            store.sections[section]
        }

        /// The item of the row at a position; setting it replaces the item without telling the table.
        ///
        /// - Parameter indexPath: The position of the row; must be in range.
        open subscript(indexPath: IndexPath) -> Item {
            get {
                store[indexPath]
            }
            set {
                store[indexPath] = newValue
                sectionModelsDidChange()
            }
        }

        /// The item of the row at a position, or an error saying why there is none.
        ///
        /// - Parameter indexPath: The position of the row.
        /// - Returns: The item, typed `Any`.
        /// - Throws: ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)`` when the
        ///   section or the row does not exist.
        open func model(at indexPath: IndexPath) throws -> Any {
            try store.model(at: indexPath)
        }

        /// Replaces the sections without telling the table.
        ///
        /// The subclasses call it before they reload or update the table; call it yourself only when
        /// you reload the table right after.
        ///
        /// - Parameter sections: The new sections.
        open func setSections(_ sections: [Section]) {
            store.sections = sections
            sectionModelsDidChange()
        }

        // Called after every change to the sections: the animated data source's engine learns that
        // they changed while a diff or an animation ran from the old ones.
        internal func sectionModelsDidChange() {}

        // Whether `tableView` takes its rows from this data source, directly or through a proxy.
        internal func isDataSource(of tableView: UITableView) -> Bool {
            guard let dataSource = tableView.dataSource else { return false }
            return dataSource === self
                || store.isReached { _ = dataSource.tableView(tableView, numberOfRowsInSection: 0) }
        }

        // MARK: UITableViewDataSource

        /// The number of sections.
        ///
        /// - Parameter tableView: The table asking.
        /// - Returns: The number of sections.
        open func numberOfSections(in tableView: UITableView) -> Int {
            store.numberOfSections
        }

        /// The number of rows in a section; 0 for a section that does not exist.
        ///
        /// An override must call `super`: the animated data source learns through this method whether
        /// a table still takes its rows from it.
        ///
        /// - Parameters:
        ///   - tableView: The table asking.
        ///   - section: The index of the section.
        /// - Returns: The number of rows.
        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            store.numberOfItems(inSection: section)
        }

        /// The cell of a row, from ``configureCell``.
        ///
        /// - Parameters:
        ///   - tableView: The table asking.
        ///   - indexPath: The position of the row; must be in range.
        /// - Returns: The cell.
        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            store.checkBounds(indexPath, noun: "row")
            return configureCell(self, tableView, indexPath, self[indexPath])
        }

        /// A section's header title, from ``titleForHeaderInSection``.
        ///
        /// - Parameters:
        ///   - tableView: The table asking.
        ///   - section: The index of the section.
        /// - Returns: The title, or `nil` for none.
        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titleForHeaderInSection(self, section)
        }

        /// A section's footer title, from ``titleForFooterInSection``.
        ///
        /// - Parameters:
        ///   - tableView: The table asking.
        ///   - section: The index of the section.
        /// - Returns: The title, or `nil` for none.
        open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            titleForFooterInSection(self, section)
        }

        /// Whether a row is editable, from ``canEditRowAtIndexPath``.
        ///
        /// - Parameters:
        ///   - tableView: The table asking.
        ///   - indexPath: The position of the row.
        /// - Returns: `true` when the row is editable.
        open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            canEditRowAtIndexPath(self, indexPath)
        }

        /// Whether a row can be moved, from ``canMoveRowAtIndexPath``.
        ///
        /// - Parameters:
        ///   - tableView: The table asking.
        ///   - indexPath: The position of the row.
        /// - Returns: `true` when the row can be moved.
        open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            canMoveRowAtIndexPath(self, indexPath)
        }

        /// Moves an item after the user dragged its row, so that ``sectionModels`` match what the
        /// table shows.
        ///
        /// - Parameters:
        ///   - tableView: The table the row moved in.
        ///   - sourceIndexPath: Where the row was.
        ///   - destinationIndexPath: Where the row is now, counted once it has left its old place.
        /// - Complexity: O(*n*) in the rows of the two sections.
        open func tableView(
            _ tableView: UITableView,
            moveRowAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            store.moveItem(from: sourceIndexPath, to: destinationIndexPath)
            sectionModelsDidChange()
        }

        #if !os(tvOS)
            /// The titles of the section index, from ``sectionIndexTitles``.
            ///
            /// - Parameter tableView: The table asking.
            /// - Returns: The titles, or `nil` for no index.
            open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                sectionIndexTitles(self)
            }

            /// The section for a title of the section index, from ``sectionForSectionIndexTitle``.
            ///
            /// - Parameters:
            ///   - tableView: The table asking.
            ///   - title: The title the user touched.
            ///   - index: Its position in the index.
            /// - Returns: The index of the section to scroll to.
            open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
                -> Int
            {
                sectionForSectionIndexTitle(self, title, index)
            }
        #endif
    }
#endif
