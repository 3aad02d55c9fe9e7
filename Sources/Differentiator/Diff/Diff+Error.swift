extension Diff {
    /// Why the diff could not compute the changes between two lists of sections.
    ///
    /// The payloads are the caller's own values, so a `catch` can show the offending section or
    /// item; ``description`` names its identity.
    ///
    /// The payloads are typed `Any`, as in RxDataSources, so one error type serves every section
    /// type. It is `@unchecked Sendable` because the diff never mutates a payload after creating
    /// the error: the error shares the caller's values exactly as the caller's arrays do, and is as
    /// safe to send as those values are.
    public enum Error: Swift.Error, @unchecked Sendable {
        /// Two items with the same identity appear in the same list of sections (in one section or
        /// in two). `item` is the second one found.
        case duplicateItem(item: Any)

        /// Two sections with the same identity appear in the same list of sections. `section` is
        /// the second one found.
        case duplicateSection(section: Any)

        /// A section type's `init(original:items:)` did not keep `original`'s identity or did not
        /// store the given items. `section` is what it built.
        case invalidInitializerImplementation(section: Any, expectedItems: Any, expectedIdentifier: Any)
    }
}

extension Diff.Error: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence naming the problem and the offending identity.
    public var description: String {
        switch self {
        case .duplicateItem(let item):
            return "Duplicate item identity \(Self.identityDescription(of: item)): item \(item) has the same identity "
                + "as another item of the same list of sections; identities must be unique across all sections"
        case .duplicateSection(let section):
            return "Duplicate section identity \(Self.identityDescription(of: section)): section \(section) has the "
                + "same identity as another section of the same list"
        case .invalidInitializerImplementation(let section, let expectedItems, let expectedIdentifier):
            return "Invalid init(original:items:) implementation: it must keep the original's identity "
                + "\(expectedIdentifier) and store the given items \(expectedItems), but it built \(section) "
                + "with identity \(Self.identityDescription(of: section))"
        }
    }

    /// The same as ``description``.
    public var debugDescription: String {
        description
    }

    private static func identityDescription(of value: Any) -> String {
        guard let identifiable = value as? any IdentifiableType else { return "(unknown)" }
        return "\(identifiable.identity)"
    }
}
