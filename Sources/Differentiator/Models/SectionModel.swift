/// A ready-made section: a model describing the section (a header title, say) and its items.
///
/// ```swift
/// let sections = [
///     SectionModel(model: "Marvel", items: ["Hulk", "Thor"]),
///     SectionModel(model: "DC", items: ["Batman"]),
/// ]
/// ```
public struct SectionModel<Section, ItemType> {
    /// The value describing the section.
    public var model: Section

    /// The rows of the section.
    public var items: [ItemType]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - model: The value describing the section.
    ///   - items: The rows of the section.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }
}

extension SectionModel: SectionModelType {
    /// The type of the rows.
    public typealias Item = ItemType

    /// The section's model, under the name RxDataSources uses.
    public var identity: Section { model }

    /// Creates a section with `original`'s model and the given items.
    ///
    /// - Parameters:
    ///   - original: The section whose model to keep.
    ///   - items: The rows of the new section.
    public init(original: SectionModel<Section, ItemType>, items: [ItemType]) {
        self.model = original.model
        self.items = items
    }
}

extension SectionModel: CustomStringConvertible {
    /// A description such as `Marvel > ["Hulk", "Thor"]`.
    public var description: String {
        "\(model) > \(items)"
    }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}

extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}
