extension BatchUpdateValidator {
    /// What a list displays for one section: its header and its rows.
    ///
    /// The validator is generic over what a renderer keeps per header and per row: identities,
    /// rendered text, or the section models and items themselves.
    public struct DisplayedSection<Header, Row> {
        /// What the section's header shows.
        public var header: Header

        /// What the section's rows show, in order.
        public var rows: [Row]

        /// Creates a displayed section.
        ///
        /// - Parameters:
        ///   - header: What the header shows.
        ///   - rows: What the rows show, in order.
        public init(header: Header, rows: [Row]) {
            self.header = header
            self.rows = rows
        }
    }
}

extension BatchUpdateValidator.DisplayedSection: Equatable where Header: Equatable, Row: Equatable {}

extension BatchUpdateValidator.DisplayedSection: Sendable where Header: Sendable, Row: Sendable {}

extension BatchUpdateValidator.DisplayedSection: CustomStringConvertible {
    /// A description such as `Marvel > [Hulk, Thor]`.
    public var description: String {
        "\(header) > \(rows)"
    }
}
