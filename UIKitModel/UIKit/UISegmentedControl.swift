// Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol
/// A horizontal row of segments, one selected.
@MainActor open class UISegmentedControl: UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    private var titles: [String?] = []

    // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
    /// The selected segment, or `noSegment`. Setting it in code sends no event, as in UIKit.
    open var selectedSegmentIndex = UISegmentedControl.noSegment

    // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
    /// A control with a segment per item (`String` items become titles).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
    /// Inserts a segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Model only: the user picks `segment`: it becomes selected and `.valueChanged` is sent.
    open func simulateSelection(_ segment: Int) {
        guard isEnabled else { return }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
    }
}
