// Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate
/// A table view's delegate: selection, display, editing and layout of rows.
///
/// The optional members of UIKit's protocol are requirements here with default implementations that do what UIKit
/// does when they are missing (see `UIKitModelRequirement`).
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    /// The cell is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
    /// The header view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
    /// The footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
    /// The cell left the screen or the table.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    /// The height of the row.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
    /// The height of the section's header.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
    /// The height of the section's footer.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    /// The header view of the section.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
    /// The footer view of the section.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)
    /// The user tapped the row's accessory button.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
    /// Whether the row may be highlighted.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
    /// The row to select instead of `indexPath`, or `nil` to select none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
    /// The row to deselect instead of `indexPath`, or `nil` to deselect none.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
    /// The user deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
    /// The editing style of the row.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:titlefordeleteconfirmationbuttonforrowat:)
    /// The title of the delete confirmation button.
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
    /// Where a row being moved would land when dropped at `proposedDestinationIndexPath`.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    // Apple: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:indentationlevelforrowat:)
    /// The indentation level of the row.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
}

extension UITableViewDelegate {
    /// UIKit's behaviour without the member: nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// UIKit's behaviour without the member: nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// UIKit's behaviour without the member: nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// UIKit's behaviour without the member: nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// UIKit's behaviour without the member: the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// UIKit's behaviour without the member: the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// UIKit's behaviour without the member: the table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// UIKit's behaviour without the member: no custom view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// UIKit's behaviour without the member: no custom view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// UIKit's behaviour without the member: nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// UIKit's behaviour without the member: `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's behaviour without the member: the row itself.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// UIKit's behaviour without the member: the row itself.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// UIKit's behaviour without the member: nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit's behaviour without the member: nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// UIKit's behaviour without the member: `.delete`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    /// UIKit's behaviour without the member: the system's title ("Delete").
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { "Delete" }
    /// UIKit's behaviour without the member: the proposed row.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// UIKit's behaviour without the member: no indentation.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
}
