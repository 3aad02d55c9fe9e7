import Differentiator

/// A test item: an identity and a version; a new version is an update of the same item.
public struct Row: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    /// The row's identity.
    public var id: Int
    /// The row's version: a different version of the same `id` is an update.
    public var version = 0

    /// Row `id` at `version`.
    public init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// The row's `id`.
    public var identity: Int { id }

    /// `7` for version 0, `7'` for version 1, `7''` for version 2.
    public var description: String {
        "\(id)" + String(repeating: "'", count: version)
    }
}

/// A test section header: an identity and a title; a new title is an update of the same section.
public struct Header: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    /// The section's identity.
    public var id: String
    /// The section's title: a different title of the same `id` is an update.
    public var title: String

    /// Header `id` titled `title`.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// The section's `id`.
    public var identity: String { id }

    /// `id`, followed by the title in parentheses when it differs.
    public var description: String {
        id == title ? id : "\(id)(\(title))"
    }
}

/// A test section: a ``Header`` and its ``Row``s.
public typealias TestSection = AnimatableSectionModel<Header, Row>

/// A section `id` with rows of the given identities, version 0, and its id as title.
public func section(_ id: String, _ rows: [Int]) -> TestSection {
    TestSection(model: Header(id: id, title: id), items: rows.map { Row(id: $0) })
}

/// A section `id` with the given rows and title.
public func section(_ id: String, title: String? = nil, rows: [Row]) -> TestSection {
    TestSection(model: Header(id: id, title: title ?? id), items: rows)
}

/// Row `id` at `version`.
public func row(_ id: Int, _ version: Int = 0) -> Row {
    Row(id: id, version: version)
}

/// A path `[section, item]`.
public func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(sectionIndex: section, itemIndex: item)
}
