// Apple: https://developer.apple.com/documentation/uikit/uicollectionview
/// A grid or list of items in sections.
///
/// The model keeps its own section and item counts, checks batch updates by UIKit's rules and lays out the items
/// that fit in its bounds, one per line, each as tall as the flow layout's `itemSize` (50 points with another
/// layout); supplementary views take no space. Layout happens as `UITableView`'s does.
@MainActor open class UICollectionView: UIScrollView {
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    /// Where an item ends up when scrolled to.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A position from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// As little scrolling as possible.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centered vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centered horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    /// The kind of section header supplementary views.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    /// The kind of section footer supplementary views.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// The data source.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { modelList.invalidate(self) }
    }
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
    /// Whether items can be selected.
    open var allowsSelection = true
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
    /// Whether several items can be selected at once.
    open var allowsMultipleSelection = false
    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    /// The view behind the items.
    open var backgroundView: UIView?

    let modelList = ModelListState(nouns: .collection)
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var reusableSupplementaryViews: [String: [UICollectionReusableView]] = [:]

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// A collection view with the given layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    /// A collection view decoded from an archive; the model decodes nothing and uses a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    /// The delegate (the same object as the scroll view's `delegate`).
    open var delegate: (any UICollectionViewDelegate)? {
        get { modelDelegateObject as? any UICollectionViewDelegate }
        set { modelDelegateObject = newValue }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    /// Registers a cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass.map { $0 as! UICollectionViewCell.Type }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)
    /// Registers a supplementary view class for `elementKind` and `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass.map {
            $0 as! UICollectionReusableView.Type
        }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    /// A cell for `identifier` at `indexPath`: reused (after `prepareForReuse()`) or new of the registered class.
    /// An identifier with no registered class is a broken rule (the model reports it and returns a plain cell).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let reused = modelList.takeReusable(identifier) as? UICollectionViewCell {
            if !modelList.isReconfiguring { reused.prepareForReuse() }
            return reused
        }
        guard let cellClass = cellClasses[identifier] else {
            UIKitModel.reportInternalInconsistency(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    /// A supplementary view of `elementKind` for `identifier`: reused or new of the registered class.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let reused = reusableSupplementaryViews[key]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        guard let viewClass = supplementaryClasses[key] else {
            UIKitModel.reportInternalInconsistency(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a "
                    + "nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionReusableView(frame: .zero)
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// Forgets the counts and cells and asks the data source again.
    open func reloadData() { modelList.invalidate(self) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    /// The number of sections the view has (from the data source when not known yet).
    open var numberOfSections: Int { modelList.counts(self).count }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    /// The number of items the view has in `section` (from the data source when not known yet).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = modelList.counts(self)
        guard counts.indices.contains(section) else {
            UIKitModel.reportInternalInconsistency(
                "Attempted to access the number of items in section \(section), but there are only "
                    + "\(counts.count) sections in the collection view")
            return 0
        }
        return counts[section]
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    /// The cell shown for the item, or `nil` if it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        modelList.visibleCell(at: indexPath) as? UICollectionViewCell
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
    /// The index path of a shown cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { modelList.indexPath(of: cell) }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
    /// The cells shown.
    open var visibleCells: [UICollectionViewCell] {
        modelList.visibleCells().compactMap { $0 as? UICollectionViewCell }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    /// The index paths shown.
    open var indexPathsForVisibleItems: [IndexPath] { modelList.visibleIndexPaths() }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)
    /// The section header shown at `indexPath` (a flow layout with a nonzero `headerReferenceSize` asks the data
    /// source for one per section in the bounds); the model shows no other supplementary views.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        guard elementKind == UICollectionView.elementKindSectionHeader else { return nil }
        return modelList.header(inSection: indexPath.section) as? UICollectionReusableView
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    /// Scrolls so the item shows; the model does not scroll.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Lays out the items that fit in the bounds.
    open override func layoutSubviews() { modelList.layout(self) }

    /// Shows the rows the new offset brings into the bounds when the view is in a window.
    override func modelContentOffsetDidChange() { if window != nil { modelList.layout(self) } }

    /// Lays out when the view enters a window.
    open override func didMoveToWindow() { if window != nil { modelList.layout(self) } }
}
