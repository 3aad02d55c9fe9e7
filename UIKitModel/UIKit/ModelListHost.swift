/// What `ModelListState` needs from the table or collection view it serves.
@MainActor protocol ModelListHost: UIScrollView {
    /// The data source's number of sections (UIKit's default, 1, without a `numberOfSections` member; 0 without a
    /// data source).
    func modelNumberOfSections() -> Int
    /// The data source's number of rows or items in `section`.
    func modelNumberOfItems(inSection section: Int) -> Int
    /// The data source's cell for `indexPath`.
    func modelMakeCell(at indexPath: IndexPath) -> UIView
    /// Tells the delegate that `cell` is about to be shown at `indexPath`.
    func modelWillDisplay(_ cell: UIView, at indexPath: IndexPath)
    /// Tells the delegate that `cell`, last shown at `indexPath`, is no longer shown.
    func modelDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath)
    /// The header view of `section`, if it has one (from the delegate or the data source).
    func modelMakeHeader(inSection section: Int) -> UIView?
    /// Tells the delegate that the header of `section` is about to be shown.
    func modelWillDisplayHeader(_ view: UIView, inSection section: Int)
    /// The reuse identifier of a cell.
    func modelReuseIdentifier(of cell: UIView) -> String?
    /// The height of one row or line of items in the model's layout.
    var modelItemHeight: CGFloat { get }
}
