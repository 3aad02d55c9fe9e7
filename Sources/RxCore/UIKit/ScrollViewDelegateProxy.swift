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

        /// `scrollViewDidZoom(_:)` messages, after the forward delegate was told.
        internal let didZoom = PublishSubject<Void>()

        /// `scrollViewWillBeginDragging(_:)` messages, after the forward delegate was told.
        internal let willBeginDragging = PublishSubject<Void>()

        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` messages, after the forward delegate was told.
        internal let willEndDragging = PublishSubject<
            (velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
        >()

        /// `scrollViewDidEndDragging(_:willDecelerate:)` messages, after the forward delegate was told.
        internal let didEndDragging = PublishSubject<Bool>()

        /// `scrollViewWillBeginDecelerating(_:)` messages, after the forward delegate was told.
        internal let willBeginDecelerating = PublishSubject<Void>()

        /// `scrollViewDidEndDecelerating(_:)` messages, after the forward delegate was told.
        internal let didEndDecelerating = PublishSubject<Void>()

        /// `scrollViewDidEndScrollingAnimation(_:)` messages, after the forward delegate was told.
        internal let didEndScrollingAnimation = PublishSubject<Void>()

        /// `scrollViewWillBeginZooming(_:with:)` messages, after the forward delegate was told.
        internal let willBeginZooming = PublishSubject<UIView?>()

        /// `scrollViewDidEndZooming(_:with:atScale:)` messages, after the forward delegate was told.
        internal let didEndZooming = PublishSubject<(view: UIView?, scale: CGFloat)>()

        /// `scrollViewDidScrollToTop(_:)` messages, after the forward delegate was told.
        internal let didScrollToTop = PublishSubject<Void>()

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

        /// Finds or installs `scrollView`'s proxy, which must be a `Proxy`, and leases it.
        internal static func leased<Proxy: ScrollViewDelegateProxy>(
            _ type: Proxy.Type, for scrollView: UIScrollView
        ) -> (Proxy, Disposable) {
            let (proxy, lease) = leased(for: scrollView)
            guard let typed = proxy as? Proxy else {
                preconditionFailure("\(Swift.type(of: scrollView)) has a \(Swift.type(of: proxy)), not a \(Proxy.self)")
            }
            return (typed, lease)
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

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewDidZoom(_ scrollView: UIScrollView) {
            forwardDidZoom(scrollView)
            didZoom.onNext(())
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            forwardWillBeginDragging(scrollView)
            willBeginDragging.onNext(())
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            forwardWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            willEndDragging.onNext((velocity, targetContentOffset))
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            forwardDidEndDragging(scrollView, willDecelerate: decelerate)
            didEndDragging.onNext(decelerate)
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            forwardWillBeginDecelerating(scrollView)
            willBeginDecelerating.onNext(())
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            forwardDidEndDecelerating(scrollView)
            didEndDecelerating.onNext(())
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            forwardDidEndScrollingAnimation(scrollView)
            didEndScrollingAnimation.onNext(())
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            forwardWillBeginZooming(scrollView, with: view)
            willBeginZooming.onNext(view)
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            forwardDidEndZooming(scrollView, with: view, atScale: scale)
            didEndZooming.onNext((view, scale))
        }

        /// Tells the forward delegate, then publishes the message.
        internal func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            forwardDidScrollToTop(scrollView)
            didScrollToTop.onNext(())
        }
    }
#endif
