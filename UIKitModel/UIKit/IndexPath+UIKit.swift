// Apple: https://developer.apple.com/documentation/foundation/indexpath (UIKit additions)
extension IndexPath {
    // Apple: https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    /// An index path for a row in a table view's section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    // Apple: https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    /// An index path for an item in a collection view's section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    // Apple: https://developer.apple.com/documentation/foundation/indexpath/section
    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    // Apple: https://developer.apple.com/documentation/foundation/indexpath/row
    /// The row in a table view's section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    // Apple: https://developer.apple.com/documentation/foundation/indexpath/item
    /// The item in a collection view's section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
