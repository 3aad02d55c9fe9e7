#if canImport(UIKit) && !os(watchOS)
    /// The search bar delegate behind `UISearchBar.rx` (a ``SharedEventSource``).
    ///
    /// While it is installed, the bar's earlier delegate receives no calls (RxCocoa forwards them
    /// through a delegate proxy; RxCore does not).
    @MainActor
    internal final class SearchBarEventsDelegate: NSObject, UISearchBarDelegate, SharedEventSource {
        /// A delegate call the bindings use.
        internal enum Event: Sendable {
            case textChanged
            case editingBegan
            case editingEnded
            case scopeChanged
            case searchButtonClicked
            case cancelButtonClicked
            case bookmarkButtonClicked
            case resultsListButtonClicked
        }

        internal let events = PublishSubject<Event>()
        internal var subscriptionCount = 0
        private weak var searchBar: UISearchBar?
        private weak var previousDelegate: (any UISearchBarDelegate)?

        private init(searchBar: UISearchBar) {
            self.searchBar = searchBar
            self.previousDelegate = searchBar.delegate
        }

        /// The bar's delegate calls, with this delegate installed while subscribed.
        nonisolated internal static func events(of searchBar: UISearchBar) -> Observable<Event> {
            events(of: searchBar) { searchBar in
                if let delegate = searchBar.delegate as? SearchBarEventsDelegate {
                    return delegate
                }
                let delegate = SearchBarEventsDelegate(searchBar: searchBar)
                searchBar.delegate = delegate
                return delegate
            }
        }

        internal func uninstall() {
            if let searchBar, searchBar.delegate === self {
                searchBar.delegate = previousDelegate
            }
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            events.on(.next(.textChanged))
        }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            events.on(.next(.editingBegan))
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            events.on(.next(.editingEnded))
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            events.on(.next(.scopeChanged))
        }

        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
            events.on(.next(.bookmarkButtonClicked))
        }

        #if !os(tvOS)
            func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
                events.on(.next(.resultsListButtonClicked))
            }
        #endif

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            events.on(.next(.searchButtonClicked))
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            events.on(.next(.cancelButtonClicked))
        }
    }
#endif
