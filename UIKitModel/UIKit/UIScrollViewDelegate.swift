// Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
/// A scroll view's delegate. Its members are optional in UIKit: here they have default implementations that do
/// what UIKit does when they are missing (see `UIKitModelRequirement`).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidzoom(_:)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    /// Dragging is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    /// Dragging is about to end.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    /// Dragging ended.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
    /// Deceleration is about to begin.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
    /// A scrolling animation ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/viewforzooming(in:)
    /// The view to scale when zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbeginzooming(_:with:)
    /// Zooming is about to begin.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendzooming(_:with:atscale:)
    /// Zooming ended.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)
    /// Whether a tap on the status bar scrolls to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)
    /// The view scrolled to the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// UIKit's behaviour without the member: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// UIKit's behaviour without the member: `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// UIKit's behaviour without the member: nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
