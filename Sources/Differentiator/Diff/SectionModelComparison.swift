/// Compares the models of two sections, ignoring their items, when the section type allows it.
///
/// `AnimatableSectionModelType` does not require `Equatable` (RxDataSources does not either), so
/// the diff asks at run time, once per diff, whether the section type is `Equatable`. If it is,
/// two sections have equal models when the sections rebuilt with no items are equal.
@usableFromInline
internal enum SectionModelComparison {
    /// A function telling whether two sections have equal models, or `nil` when `Section` is not
    /// `Equatable` and models cannot be compared.
    @inlinable
    internal static func modelsAreEqual<Section: SectionModelType>(
        for sectionType: Section.Type
    ) -> ((Section, Section) -> Bool)? {
        guard let equatableType = sectionType as? any Equatable.Type else { return nil }
        return comparator(equatableType, sectionType)
    }

    @inlinable
    internal static func comparator<Equatable: Swift.Equatable, Section: SectionModelType>(
        _: Equatable.Type,
        _: Section.Type
    ) -> (Section, Section) -> Bool {
        { lhs, rhs in
            // `Equatable` is `Section` itself (the cast above succeeded), so the casts reinterpret
            // a value as its own type.
            let lhsModel = unsafeBitCast(Section(original: lhs, items: []), to: Equatable.self)
            let rhsModel = unsafeBitCast(Section(original: rhs, items: []), to: Equatable.self)
            return lhsModel == rhsModel
        }
    }
}
