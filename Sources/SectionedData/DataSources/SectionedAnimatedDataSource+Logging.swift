// Logging the lists the diff rejects, once per offending identity.
extension SectionedAnimatedDataSource {
    internal func log(_ error: Swift.Error) {
        let key = Self.identityKey(of: error)
        guard loggedErrors.insert(key).inserted else { return }
        logger("SectionedAnimatedDataSource: cannot animate the new sections, reloading instead: \(error)")
    }

    /// What identifies an error for logging it once: its kind and the offending identity.
    internal static func identityKey(of error: Swift.Error) -> String {
        func identity(_ value: Any) -> String {
            guard let identifiable = value as? any IdentifiableType else { return "\(value)" }
            return "\(identifiable.identity)"
        }
        switch error as? Diff.Error {
        case .duplicateItem(let item)?: return "item \(identity(item))"
        case .duplicateSection(let section)?: return "section \(identity(section))"
        case .invalidInitializerImplementation(_, _, let expectedIdentifier)?:
            return "initializer \(expectedIdentifier)"
        case nil: return "\(error)"
        }
    }
}
