import RxCore

/// A data source that a binding feeds: it receives each event of the bound sequence together with
/// the renderer to update.
///
/// The counterpart of RxCocoa's `RxTableViewDataSourceType`. `renderer.rx.items(dataSource:)`
/// calls ``renderer(_:observedEvent:)`` on the main actor with every element; errors are reported
/// by the binding and never reach the data source. ``SectionedReloadDataSource`` and
/// ``SectionedAnimatedDataSource`` conform; write your own to update a renderer differently.
@MainActor
public protocol RxListRendererDataSourceType {
    /// The type of the elements bound, usually `[Section]`.
    associatedtype Element

    /// Shows a new element in `renderer`.
    ///
    /// - Parameters:
    ///   - renderer: The renderer to update; this data source is its ``ListRenderer/dataSource``.
    ///   - observedEvent: The event of the bound sequence.
    func renderer(_ renderer: any ListRenderer, observedEvent: Event<Element>)
}
