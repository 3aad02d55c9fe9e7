/// The position of an item: its section's index and its index inside that section.
///
/// The platform-independent counterpart of `IndexPath` for rows of a sectioned list.
public struct ItemPath: Hashable, Comparable, Sendable {
    /// The index of the section.
    public var sectionIndex: Int

    /// The index of the item inside its section.
    public var itemIndex: Int

    /// Creates an item path.
    ///
    /// - Parameters:
    ///   - sectionIndex: The index of the section.
    ///   - itemIndex: The index of the item inside its section.
    public init(sectionIndex: Int, itemIndex: Int) {
        self.sectionIndex = sectionIndex
        self.itemIndex = itemIndex
    }

    /// Orders paths by section, then by item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.sectionIndex, lhs.itemIndex) < (rhs.sectionIndex, rhs.itemIndex)
    }
}

extension ItemPath: CustomStringConvertible {
    /// A description such as `[2, 5]` (section 2, item 5).
    public var description: String {
        "[\(sectionIndex), \(itemIndex)]"
    }
}
