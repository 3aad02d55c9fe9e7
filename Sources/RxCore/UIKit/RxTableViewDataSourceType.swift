#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A table view data source that a binding feeds: RxCocoa's protocol, which
    /// `tableView.rx.items(dataSource:)` requires.
    ///
    /// The binding calls ``tableView(_:observedEvent:)`` on the main actor with each element of the
    /// bound sequence; errors are reported by the binding as programming errors and never reach the
    /// data source. SectionedData's table view data sources conform; write your own to show elements
    /// differently:
    ///
    /// ```swift
    /// final class NamesDataSource: NSObject, UITableViewDataSource, RxTableViewDataSourceType {
    ///     private var names: [String] = []
    ///
    ///     func tableView(_ tableView: UITableView, observedEvent: Event<[String]>) {
    ///         guard case .next(let names) = observedEvent else { return }
    ///         self.names = names
    ///         tableView.reloadData()
    ///     }
    ///     // numberOfRowsInSection and cellForRowAt read `names`.
    /// }
    /// ```
    @MainActor
    public protocol RxTableViewDataSourceType {
        /// The type of the elements bound, such as `[String]` or `[SectionModel<String, Hero>]`.
        associatedtype Element

        /// Shows an event of the bound sequence in `tableView`.
        ///
        /// - Parameters:
        ///   - tableView: The bound table view; its data source answers with this object's answers.
        ///   - observedEvent: The event of the bound sequence.
        func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
    }
#endif
