#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A collection view data source that a binding feeds: RxCocoa's protocol, which
    /// `collectionView.rx.items(dataSource:)` requires.
    ///
    /// The binding calls ``collectionView(_:observedEvent:)`` on the main actor with each element of
    /// the bound sequence; errors are reported by the binding as programming errors and never reach
    /// the data source. SectionedData's collection view data sources conform.
    @MainActor
    public protocol RxCollectionViewDataSourceType {
        /// The type of the elements bound, such as `[String]` or `[SectionModel<String, Hero>]`.
        associatedtype Element

        /// Shows an event of the bound sequence in `collectionView`.
        ///
        /// - Parameters:
        ///   - collectionView: The bound collection view; its data source answers with this object's
        ///     answers.
        ///   - observedEvent: The event of the bound sequence.
        func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
    }
#endif
