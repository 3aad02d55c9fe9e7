// Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate
/// A search bar's delegate. Its members are optional in UIKit: here they have default implementations that do what
/// UIKit does when they are missing (see `UIKitModelRequirement`).
@MainActor public protocol UISearchBarDelegate: NSObjectProtocol {
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)
    /// The user changed the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:shouldchangetextin:replacementtext:)
    /// Whether the text in `range` may be replaced by `text`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarsearchbuttonclicked(_:)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarcancelbuttonclicked(_:)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarbookmarkbuttonclicked(_:)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarresultslistbuttonclicked(_:)
    /// The results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbartextdidbeginediting(_:)
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbartextdidendediting(_:)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    // Apple: https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:selectedscopebuttonindexdidchange:)
    /// The scope button changed.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// UIKit's behaviour without the member: nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// UIKit's behaviour without the member: `true`.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// UIKit's behaviour without the member: nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// UIKit's behaviour without the member: nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// UIKit's behaviour without the member: nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// UIKit's behaviour without the member: nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// UIKit's behaviour without the member: nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// UIKit's behaviour without the member: nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// UIKit's behaviour without the member: nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
