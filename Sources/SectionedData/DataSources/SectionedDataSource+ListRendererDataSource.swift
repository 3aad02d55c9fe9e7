extension SectionedDataSource {
    /// The number of sections in ``sectionModels``.
    public var numberOfSections: Int {
        sectionModels.count
    }

    /// The number of items in a section of ``sectionModels``.
    ///
    /// - Parameter section: The index of the section; must be in range.
    /// - Returns: The number of rows the section shows.
    public func numberOfItems(inSection section: Int) -> Int {
        sectionModels[section].items.count
    }

    /// The cell ``configureCell`` builds for the row's item.
    ///
    /// - Parameters:
    ///   - path: The position of the row; must be in range.
    ///   - renderer: The renderer asking.
    /// - Returns: The cell.
    public func cell(for path: ItemPath, in renderer: any ListRenderer) -> any ListCell {
        configureCell(self, renderer, path, self[path])
    }

    /// What ``titleForHeaderInSection`` returns for the section.
    ///
    /// - Parameter section: The index of the section.
    /// - Returns: The title, or `nil` for no header.
    public func titleForHeader(inSection section: Int) -> String? {
        titleForHeaderInSection(self, section)
    }

    /// What ``titleForFooterInSection`` returns for the section.
    ///
    /// - Parameter section: The index of the section.
    /// - Returns: The title, or `nil` for no footer.
    public func titleForFooter(inSection section: Int) -> String? {
        titleForFooterInSection(self, section)
    }

    /// What ``canEditRowAtIndexPath`` returns for the row.
    ///
    /// - Parameter path: The position of the row.
    /// - Returns: `true` when the row is editable.
    public func canEditItem(at path: ItemPath) -> Bool {
        canEditRowAtIndexPath(self, path)
    }

    /// What ``canMoveRowAtIndexPath`` returns for the row.
    ///
    /// - Parameter path: The position of the row.
    /// - Returns: `true` when the row can be moved.
    public func canMoveItem(at path: ItemPath) -> Bool {
        canMoveRowAtIndexPath(self, path)
    }

    /// What ``sectionIndexTitles`` returns.
    ///
    /// - Returns: The titles, or `nil` for no index.
    public func titlesForSectionIndex() -> [String]? {
        sectionIndexTitles(self)
    }

    /// What ``sectionForSectionIndexTitle`` returns for the title.
    ///
    /// - Parameters:
    ///   - title: The title picked.
    ///   - index: Its position among the titles.
    /// - Returns: The index of the section to show.
    public func section(forSectionIndexTitle title: String, at index: Int) -> Int {
        sectionForSectionIndexTitle(self, title, index)
    }
}
