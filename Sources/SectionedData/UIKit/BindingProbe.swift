#if canImport(UIKit) && !os(watchOS)
    /// Where a UIKit data source's question "does this view take its rows from me?" stands: the
    /// view's data source (perhaps a proxy) is asked for a row count, and the data source notes
    /// whether the question reached it.
    internal enum BindingProbe {
        /// No question is being asked.
        case idle

        /// The view's data source is being asked; not reached yet.
        case asking

        /// The question reached this data source.
        case reached
    }
#endif
