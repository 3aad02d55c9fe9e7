#if canImport(UIKit) && !os(watchOS)
    /// A member a proxy implements but shows to UIKit only while it is needed, because its mere
    /// presence changes what UIKit does.
    internal enum ConditionalMember: Sendable {
        /// `tableView(_:commit:forRowAt:)`: UIKit offers swipe-to-delete when the data source has it.
        case commitEditing
        /// `tableView(_:moveRowAt:to:)`: UIKit shows reorder controls when the data source has it.
        case moveRow
    }
#endif
