/// What happened to a row in the batch of updates being animated.
///
/// The renderer derives it from a changeset: rows it inserts, deletes, moves or reloads, and
/// every other row on screen, which is unchanged.
public enum RowChange: Hashable, Sendable, CaseIterable {
    /// The row is new.
    case inserted

    /// The row is going away; it is still drawn while it fades out, then collapses.
    case deleted

    /// The row changed position.
    case moved

    /// The row's content changed in place.
    case updated

    /// Nothing happened to the row.
    case unchanged
}
