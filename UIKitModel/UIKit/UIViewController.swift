// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
/// Manages a view.
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// A view controller with no nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    /// A view controller decoded from an archive; the model decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// A view controller with no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// The root view, loaded on first use (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    /// Creates the view.
    open func loadView() { loadedView = UIView() }

    // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// Called after the view is loaded.
    open func viewDidLoad() {}
}
