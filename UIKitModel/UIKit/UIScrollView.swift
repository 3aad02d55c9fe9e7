// Apple: https://developer.apple.com/documentation/uikit/uiscrollview
/// A view that scrolls its content.
@MainActor open class UIScrollView: UIView {
    /// The delegate object, whatever its protocol: `UIScrollView.delegate`, `UITableView.delegate`,
    /// `UICollectionView.delegate` and `UITextView.delegate` all read and write it, as in UIKit, where subclasses
    /// narrow the property's type.
    weak var modelDelegateObject: AnyObject?

    // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// The offset of the content's origin from the view's origin.
    open var contentOffset: CGPoint = .zero {
        didSet {
            (modelDelegateObject as? any UIScrollViewDelegate)?.scrollViewDidScroll(self)
            modelContentOffsetDidChange()
        }
    }
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    /// The content's size.
    open var contentSize: CGSize = .zero
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    /// The content's insets.
    open var contentInset: UIEdgeInsets = .zero
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    /// Whether scrolling is enabled.
    open var isScrollEnabled = true
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
    /// The refresh control.
    open var refreshControl: UIRefreshControl?

    // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    /// Called after the offset changed: table and collection views lay out the rows that came into view.
    func modelContentOffsetDidChange() {}

    /// Sets the offset; the model does not animate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// Model only: the user drags the content to `offset`: `scrollViewWillBeginDragging`, the offset changes (with
    /// `scrollViewDidScroll`), `scrollViewWillEndDragging`, `scrollViewDidEndDragging(_:willDecelerate: false)`.
    open func simulateDrag(to offset: CGPoint) {
        let delegate = modelDelegateObject as? any UIScrollViewDelegate
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        var target = offset
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
}

/// Model only: gives `UIScrollView` its `delegate` property so that subclasses (`UITableView`, `UICollectionView`,
/// `UITextView`) can declare theirs with a narrower type, as UIKit's Objective-C headers do; Swift does not let a
/// subclass redeclare a stored property's type. Every scroll view conforms; nothing else should.
@MainActor public protocol UIKitModelScrollViewDelegateHost: AnyObject {}

extension UIScrollView: UIKitModelScrollViewDelegateHost {}

extension UIKitModelScrollViewDelegateHost where Self: UIScrollView {
    // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    /// The delegate.
    public var delegate: (any UIScrollViewDelegate)? {
        get { modelDelegateObject as? any UIScrollViewDelegate }
        set { modelDelegateObject = newValue }
    }
}
