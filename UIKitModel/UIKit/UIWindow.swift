// Apple: https://developer.apple.com/documentation/uikit/uiwindow
/// The root of a view hierarchy on screen: a view added to a window (directly or below) is on screen.
@MainActor open class UIWindow: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    /// The root view controller; its view becomes a subview of the window.
    open var rootViewController: UIViewController? {
        didSet {
            if let view = rootViewController?.view { addSubview(view) }
        }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    /// Makes the window key and shows it.
    open func makeKeyAndVisible() { isHidden = false }
}
