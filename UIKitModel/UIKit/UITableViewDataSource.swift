// Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource
/// Supplies a table view's sections, rows and cells.
///
/// The optional members of UIKit's protocol are requirements here with default implementations that do what UIKit
/// does when they are missing (see `UIKitModelRequirement`), except `tableView(_:canMoveRowAt:)`: UIKit shows
/// reorder controls when the data source implements `tableView(_:moveRowAt:to:)`; the default here asks
/// `UIKitModel.responds(self, to: "tableView(_:moveRowAt:to:)")`.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    /// The number of sections.
    func numberOfSections(in tableView: UITableView) -> Int
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    /// The header title of `section`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    /// The footer title of `section`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    /// Whether the row may be edited.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
    /// Whether the row may be moved.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
    /// The titles of the section index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
    /// The section a section index title jumps to.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    /// The user committed an insertion or deletion of the row.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
    /// The user moved a row.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// UIKit's behaviour without the member: one section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// UIKit's behaviour without the member: no title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// UIKit's behaviour without the member: no title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UIKit's behaviour without the member: every row is editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's behaviour without the member: movable when the data source implements `tableView(_:moveRowAt:to:)`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        UIKitModel.responds(self, to: "tableView(_:moveRowAt:to:)")
    }
    /// UIKit's behaviour without the member: no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// UIKit's behaviour without the member: the title's position.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// UIKit's behaviour without the member: nothing (and no swipe-to-delete).
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// UIKit's behaviour without the member: nothing (and no reorder control).
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
