/// A ready-made animatable section: an identifiable model (a header, say) and identifiable items.
///
/// The section's identity is its model's identity, so a section whose model changes but keeps its
/// identity is the same section with a new header: the diff reports it in
/// ``Changeset/updatedSections`` instead of deleting and inserting it.
///
/// ```swift
/// let before = [AnimatableSectionModel(model: "Marvel", items: ["Hulk", "Thor"])]
/// let after = [AnimatableSectionModel(model: "Marvel", items: ["Thor", "Hulk", "Storm"])]
/// let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
/// ```
public struct AnimatableSectionModel<Section: IdentifiableType & Equatable, ItemType: IdentifiableType & Equatable> {
    /// The value describing the section; its identity is the section's identity.
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

extension AnimatableSectionModel: AnimatableSectionModelType {
    /// The type of the rows.
    public typealias Item = ItemType

    /// The identity of the section: its model's identity.
    public typealias Identity = Section.Identity

    /// The identity of the section: its model's identity.
    public var identity: Section.Identity {
        model.identity
    }

    /// Creates a section with `original`'s model and the given items.
    ///
    /// - Parameters:
    ///   - original: The section whose model to keep.
    ///   - items: The rows of the new section.
    public init(original: AnimatableSectionModel<Section, ItemType>, items: [ItemType]) {
        self.model = original.model
        self.items = items
    }
}

extension AnimatableSectionModel: Equatable {}

extension AnimatableSectionModel: CustomStringConvertible {
    /// A description such as `Marvel > ["Hulk", "Thor"]`.
    public var description: String {
        "\(model) > \(items)"
    }
}

extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}
