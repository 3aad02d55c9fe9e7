/// How a list animates the rows or sections that it inserts, reloads or deletes.
///
/// The cases and their meaning mirror UIKit's `UITableView.RowAnimation`, so a UIKit adapter maps
/// them one to one. A renderer that cannot animate (a terminal table, a test double) may ignore
/// them.
public enum AnimationStyle: Hashable, Sendable, CaseIterable {
    /// The row fades in or out.
    case fade

    /// The row slides in from the right or out to the right.
    case right

    /// The row slides in from the left or out to the left.
    case left

    /// The row slides in from the top or out to the top.
    case top

    /// The row slides in from the bottom or out to the bottom.
    case bottom

    /// No animation: the row appears or disappears at once.
    case none

    /// The row stays centred in the space it will occupy or occupied.
    case middle

    /// The renderer picks a suitable animation.
    case automatic
}
