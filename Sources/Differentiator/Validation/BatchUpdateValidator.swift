/// Applies a batch update to a model of what a list displays, with the rules UIKit enforces, and
/// reports what UIKit would reject.
///
/// `UITableView` and `UICollectionView` apply the operations of one `performBatchUpdates` block
/// as a whole, whatever order they were called in:
///
/// - section and row deletes, reloads and move sources name positions *before* the update;
///   section and row inserts and move destinations name positions *after* it;
/// - section operations happen first: deleted sections go, moved sections leave their old place,
///   inserted and moved sections take their new places, and the other sections fill the remaining
///   places in their old order;
/// - then, in each section that exists before and after, rows are deleted and moved out, inserted
///   and moved rows take their new places, and the other rows fill the rest in their old order;
///   a reloaded row keeps its place and shows the data source's new content;
/// - a section or row may be the subject of one operation only (no delete and move from, reload
///   and move, insert and move to, or repeats); a section that is inserted, deleted or reloaded
///   cannot have row operations in the same update;
/// - the numbers add up: sections after = before + inserted − deleted, and for every section that
///   exists before and after, rows after = before + inserted − deleted + moved in − moved out,
///   where "after" is what the data source reports.
///
/// A changeset's ``Changeset/updatedSections`` are checked as reloads but keep their rows: the
/// diff reports a changed section model there, and the section's rows must already be right.
///
/// ```swift
/// var shown = BatchUpdateValidator.displayed(before, header: \.identity, row: \.identity)
/// for stage in try Diff.differencesForSectionedView(initialSections: before, finalSections: after) {
///     shown = try BatchUpdateValidator.apply(stage, to: shown, header: \.identity, row: \.identity)
/// }
/// // `shown` now displays `after`.
/// ```
public enum BatchUpdateValidator {
    /// What a list shows for `sections` right after reloading them.
    ///
    /// - Parameters:
    ///   - sections: The data source's sections.
    ///   - header: What a section's header shows.
    ///   - row: What an item's row shows.
    /// - Returns: One displayed section per section.
    public static func displayed<Section: SectionModelType, Header, Row>(
        _ sections: [Section],
        header: (Section) -> Header,
        row: (Section.Item) -> Row
    ) -> [DisplayedSection<Header, Row>] {
        sections.map { DisplayedSection(header: header($0), rows: $0.items.map(row)) }
    }

    /// Applies one stage to what the list displays before it, as UIKit would.
    ///
    /// The stage's ``Changeset/finalSections`` play the data source after the update: inserted and
    /// reloaded rows, inserted sections and refreshed headers read it, and the row and section
    /// counts are checked against it. Moved rows keep what they showed, as UIKit moves cells
    /// without reconfiguring them. A stage with ``Changeset/reloadData`` set shows its final
    /// sections.
    ///
    /// - Parameters:
    ///   - stage: The batch update.
    ///   - displayed: What the list shows before the update.
    ///   - header: What a section's header shows.
    ///   - row: What an item's row shows.
    /// - Returns: What the list shows after the update.
    /// - Throws: ``Error`` describing the first rule the update breaks.
    /// - Complexity: O(*n* + *m*) expected for *n* rows and *m* sections shown before and after.
    public static func apply<Section: SectionModelType, Header, Row>(
        _ stage: Changeset<Section>,
        to displayed: [DisplayedSection<Header, Row>],
        header: (Section) -> Header,
        row: (Section.Item) -> Row
    ) throws(Error) -> [DisplayedSection<Header, Row>] {
        if stage.reloadData { return Self.displayed(stage.finalSections, header: header, row: row) }
        let placement = try SectionPlacement(stage, sectionCountBefore: displayed.count)
        let rowCountsAfter = stage.finalSections.map(\.items.count)
        let rows = try RowOperations(
            stage,
            rowCountsBefore: displayed.map(\.rows.count),
            rowCountsAfter: rowCountsAfter,
            placement: placement
        )

        var result: [DisplayedSection<Header, Row>] = []
        result.reserveCapacity(stage.finalSections.count)
        for target in stage.finalSections.indices {
            let section = stage.finalSections[target]
            let source = placement.sourceOfSection[target]
            guard source >= 0 else {
                result.append(DisplayedSection(header: header(section), rows: section.items.map(row)))
                continue
            }
            let shown = displayed[source]
            let items = section.items
            var slots: [Row?] = Array(repeating: nil, count: items.count)
            for (item, origin) in rows.arrivals[target] {
                switch origin {
                case .inserted: slots[item] = row(items[item])
                case .moved(let from): slots[item] = displayed[from.sectionIndex].rows[from.itemIndex]
                }
            }
            var slot = 0
            for item in shown.rows.indices where !rows.departures[source].contains(item) {
                while slots[slot] != nil { slot += 1 }
                slots[slot] = rows.reloads[source].contains(item) ? row(items[slot]) : shown.rows[item]
            }
            result.append(
                DisplayedSection(
                    header: placement.isReloaded[source] ? header(section) : shown.header,
                    rows: slots.map { $0! }
                )
            )
        }
        return result
    }

    /// Applies one stage to the identities a list displays, as UIKit would.
    ///
    /// The same as ``apply(_:to:header:row:)`` with section and item identities as headers and
    /// rows.
    ///
    /// - Parameters:
    ///   - stage: The batch update.
    ///   - displayed: The identities shown before the update.
    /// - Returns: The identities shown after the update.
    /// - Throws: ``Error`` describing the first rule the update breaks.
    public static func apply<Section: AnimatableSectionModelType>(
        _ stage: Changeset<Section>,
        to displayed: [DisplayedSection<Section.Identity, Section.Item.Identity>]
    ) throws(Error) -> [DisplayedSection<Section.Identity, Section.Item.Identity>] {
        try apply(stage, to: displayed, header: \.identity, row: \.identity)
    }
}
