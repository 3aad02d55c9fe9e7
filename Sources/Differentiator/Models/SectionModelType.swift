/// A section of a list: a collection of items plus whatever describes the section itself.
///
/// Data sources read `items`; the diff rebuilds sections with ``init(original:items:)`` when it
/// stages intermediate states.
public protocol SectionModelType {
    /// The type of the rows.
    associatedtype Item

    /// The rows of the section, in display order.
    var items: [Item] { get }

    /// Creates a section like `original` but holding `items`.
    ///
    /// - Parameters:
    ///   - original: The section whose non-item properties to keep.
    ///   - items: The rows of the new section.
    init(original: Self, items: [Item])
}
