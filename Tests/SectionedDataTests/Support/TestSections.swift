import SectionedData

/// A test item: an identity and a version; a new version is an update of the same item.
struct Row: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var version = 0

    var identity: Int { id }

    /// `7` for version 0, `7'` for version 1, `7''` for version 2.
    var description: String {
        "\(id)" + String(repeating: "'", count: version)
    }
}

/// A test section header: an identity and a title; a new title is an update of the same section.
struct Header: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    var id: String
    var title: String

    var identity: String { id }

    var description: String {
        id == title ? id : "\(id)(\(title))"
    }
}

typealias TestSection = AnimatableSectionModel<Header, Row>

/// A section `id` with rows of the given identities, version 0, and its id as title.
func section(_ id: String, _ rows: [Int]) -> TestSection {
    TestSection(model: Header(id: id, title: id), items: rows.map { Row(id: $0) })
}

/// A section `id` with the given rows and title.
func section(_ id: String, title: String? = nil, rows: [Row]) -> TestSection {
    TestSection(model: Header(id: id, title: title ?? id), items: rows)
}

/// Row `id` at `version`.
func row(_ id: Int, _ version: Int = 0) -> Row {
    Row(id: id, version: version)
}

/// A path `[section, item]`.
func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(sectionIndex: section, itemIndex: item)
}
