// Apple: https://developer.apple.com/documentation/uikit/uiprogressview
/// A bar showing progress.
@MainActor open class UIProgressView: UIView {
    // Apple: https://developer.apple.com/documentation/uikit/uiprogressview/progress
    /// The progress, kept within 0...1.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0

    // Apple: https://developer.apple.com/documentation/uikit/uiprogressview/setprogress(_:animated:)
    /// Sets the progress.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
