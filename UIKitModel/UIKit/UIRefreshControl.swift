// Apple: https://developer.apple.com/documentation/uikit/uirefreshcontrol
/// The pull-to-refresh control of a scroll view.
@MainActor open class UIRefreshControl: UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false

    // Apple: https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
    /// Shows that a refresh began (in code: sends no event).
    open func beginRefreshing() { isRefreshing = true }

    // Apple: https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
    /// Shows that the refresh ended.
    open func endRefreshing() { isRefreshing = false }

    /// Model only: the user pulls to refresh: refreshing begins and `.valueChanged` is sent.
    open func simulatePullToRefresh() {
        guard isEnabled else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
