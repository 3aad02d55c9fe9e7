#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A scroll view's delegate while bindings use it: it publishes each scroll and forwards every
    /// member to the forward delegate (the one the app set, or `rx.setDelegate(_:)`'s).
    ///
    /// A table view gets a ``TableViewDelegateProxy`` and a collection view a
    /// ``CollectionViewDelegateProxy``, which also take their list members: one proxy per view,
    /// whichever binding installs it first.
    @MainActor
    internal class ScrollViewDelegateProxy: ForwardingProxy, UIScrollViewDelegate {
        /// The scroll view this proxy serves.
        internal private(set) weak var scrollView: UIScrollView?

        /// Each change of the content offset, after the forward delegate was told.
        internal let didScroll = PublishSubject<Void>()

        internal init(scrollView: UIScrollView) {
            self.scrollView = scrollView
            super.init(forward: scrollView.delegate)
        }

        /// The proxy that is `scrollView`'s delegate, if any.
        internal static func installed(on scrollView: UIScrollView) -> ScrollViewDelegateProxy? {
            guard let proxy = scrollView.delegate as? ScrollViewDelegateProxy, proxy.isInstalled else { return nil }
            return proxy
        }

        /// Finds or installs `scrollView`'s proxy (of the kind its class needs), and leases it.
        internal static func leased(for scrollView: UIScrollView) -> (ScrollViewDelegateProxy, Disposable) {
            let proxy = installed(on: scrollView) ?? makeProxy(for: scrollView)
            let lease = proxy.lease()
            if scrollView.delegate !== proxy { scrollView.delegate = proxy }
            return (proxy, lease)
        }

        private static func makeProxy(for scrollView: UIScrollView) -> ScrollViewDelegateProxy {
            if let tableView = scrollView as? UITableView {
                return TableViewDelegateProxy(tableView: tableView)
            }
            if let collectionView = scrollView as? UICollectionView {
                return CollectionViewDelegateProxy(collectionView: collectionView)
            }
            return ScrollViewDelegateProxy(scrollView: scrollView)
        }

        /// The forward object, as a scroll view delegate.
        internal var forwardScrollViewDelegate: (any UIScrollViewDelegate)? {
            forward as? any UIScrollViewDelegate
        }

        override internal func restoreForward() {
            guard let scrollView, scrollView.delegate === self else { return }
            scrollView.delegate = forwardScrollViewDelegate
        }

        override internal func reinstall() {
            guard let scrollView, scrollView.delegate === self else { return }
            scrollView.delegate = nil
            scrollView.delegate = self
        }

        /// Tells the forward delegate, then publishes the scroll.
        internal func scrollViewDidScroll(_ scrollView: UIScrollView) {
            forwardDidScroll(scrollView)
            didScroll.onNext(())
        }
    }
#endif
