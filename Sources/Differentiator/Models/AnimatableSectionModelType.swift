/// A section the diff can animate: it has an identity, and so do its items.
///
/// The diff matches sections by ``IdentifiableType/identity`` and items by their own identity,
/// then uses `==` on items to find the ones whose content changed. When the section type is also
/// `Equatable`, the diff compares section models too (see ``Diff``) and reports a section whose
/// identity stayed but whose model changed in ``Changeset/updatedSections``.
///
/// ```swift
/// struct TeamSection: AnimatableSectionModelType, Equatable {
///     var name: String
///     var items: [Hero]
///
///     var identity: String { name }
///
///     init(name: String, items: [Hero]) {
///         self.name = name
///         self.items = items
///     }
///
///     init(original: TeamSection, items: [Hero]) {
///         self.init(name: original.name, items: items)
///     }
/// }
/// ```
///
/// `init(original:items:)` must keep `original`'s identity and store `items` unchanged; the diff
/// checks this when it builds intermediate stages and throws
/// ``Diff/Error/invalidInitializerImplementation(section:expectedItems:expectedIdentifier:)``
/// otherwise.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {}
