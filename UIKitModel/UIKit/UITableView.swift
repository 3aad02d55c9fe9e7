// Apple: https://developer.apple.com/documentation/uikit/uitableview
/// A list of rows in sections.
///
/// The model keeps its own section and row counts (asked from the data source on first use after `reloadData()`),
/// checks batch updates against them by UIKit's rules, and lays out the rows that fit in its bounds, each
/// `rowHeight` tall (44 points when `rowHeight` is `automaticDimension`; headers and footers take no space). Layout
/// happens in `layoutIfNeeded()`, at the end of each batch update, and — when the table is in a window (the
/// model's stand-in for UIKit's next layout pass) — on entering it, after `reloadData()` and after a change of
/// `contentOffset`. A table with a zero frame shows no rows.
@MainActor open class UITableView: UIScrollView {
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Plain rows.
        case plain = 0
        /// Grouped sections.
        case grouped = 1
        /// Inset grouped sections.
        case insetGrouped = 2
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    /// How rows and sections animate in updates.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade = 0
        /// Slide from the right.
        case right = 1
        /// Slide from the left.
        case left = 2
        /// Slide from the top.
        case top = 3
        /// Slide from the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keep centered.
        case middle = 6
        /// The system's choice.
        case automatic = 100
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/scrollposition
    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as possible.
        case none = 0
        /// At the top.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    /// The height that means "let the table compute it".
    public static let automaticDimension: CGFloat = -1

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    /// The table's look.
    public let style: Style
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// The data source.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { modelList.invalidate(self) }
    }
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/rowheight
    /// The height of each row.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
    /// The estimated height of each row.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
    /// The height of section headers.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
    /// The height of section footers.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight
    /// The estimated height of section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionfooterheight
    /// The estimated height of section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/isediting
    /// Whether the table is in editing mode.
    open var isEditing = false
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/allowsselection
    /// Whether rows can be selected.
    open var allowsSelection = true
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
    /// The view above the rows.
    open var tableHeaderView: UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
    /// The view below the rows.
    open var tableFooterView: UIView?
    // Apple: https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    /// The view behind the rows.
    open var backgroundView: UIView?

    let modelList = ModelListState(nouns: .table)
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    /// A table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    /// A table decoded from an archive; the model decodes nothing.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// A plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/delegate
    /// The delegate (the same object as the scroll view's `delegate`).
    open var delegate: (any UITableViewDelegate)? {
        get { modelDelegateObject as? any UITableViewDelegate }
        set { modelDelegateObject = newValue }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-7ng6y
    /// Registers a cell class for `identifier` (`nil` removes the registration).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass.map { $0 as! UITableViewCell.Type }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)
    /// Registers a header or footer class for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass.map { $0 as! UITableViewHeaderFooterView.Type }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
    /// A cell for `identifier`: a reused one (after `prepareForReuse()`), or a new one of the registered class, or
    /// `nil` when nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let reused = modelList.takeReusable(identifier) as? UITableViewCell {
            if !modelList.isReconfiguring { reused.prepareForReuse() }
            return reused
        }
        return cellClasses[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// A cell for `identifier` at `indexPath`: reused or new. An identifier with no registered class is a broken
    /// rule (UIKit raises; the model reports it and returns a plain cell).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitModel.reportInternalInconsistency(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
    /// A header or footer for `identifier`: reused, new of the registered class, or `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let reused = reusableHeaderFooterViews[identifier]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        return headerFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// Forgets the counts and cells and asks the data source again.
    open func reloadData() { modelList.invalidate(self) }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()
    /// Reloads the section index titles.
    open func reloadSectionIndexTitles() {}

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    /// The number of sections the table has (from the data source when not known yet).
    open var numberOfSections: Int { modelList.counts(self).count }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    /// The number of rows the table has in `section` (from the data source when not known yet).
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = modelList.counts(self)
        guard counts.indices.contains(section) else {
            UIKitModel.reportInternalInconsistency(
                "Attempted to access the number of rows in section \(section), but there are only "
                    + "\(counts.count) sections in the table view")
            return 0
        }
        return counts[section]
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    /// The cell shown for the row, or `nil` if the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        modelList.visibleCell(at: indexPath) as? UITableViewCell
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
    /// The row of a shown cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { modelList.indexPath(of: cell) }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/visiblecells
    /// The cells shown, top to bottom.
    open var visibleCells: [UITableViewCell] { modelList.visibleCells().compactMap { $0 as? UITableViewCell } }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    /// The rows shown, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { modelList.visibleIndexPaths() }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
    /// The header view shown for the section: the delegate's `tableView(_:viewForHeaderInSection:)`, or a header
    /// view showing the data source's `tableView(_:titleForHeaderInSection:)`; made when the section comes into the
    /// bounds, kept across batch updates that keep the section (not across reloads of it), `nil` when not shown.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        modelList.header(inSection: section) as? UITableViewHeaderFooterView
    }

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
    /// The footer view shown for the section; the model shows no footers.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    /// Scrolls so the row shows; the model does not scroll.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    // Apple: https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Lays out the rows that fit in the bounds.
    open override func layoutSubviews() { modelList.layout(self) }

    /// Shows the rows the new offset brings into the bounds when the view is in a window.
    override func modelContentOffsetDidChange() { if window != nil { modelList.layout(self) } }

    /// Lays out when the table enters a window.
    open override func didMoveToWindow() { if window != nil { modelList.layout(self) } }
}
