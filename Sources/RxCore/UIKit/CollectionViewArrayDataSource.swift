#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The data source `collectionView.rx.items(_:)` and `rx.items(cellIdentifier:cellType:)` bind: one
    /// section whose items are the elements of the last sequence received, each cell made by a factory.
    ///
    /// Each element replaces the items and reloads the collection view, as RxCocoa's does.
    @MainActor
    internal final class CollectionViewArrayDataSource<Elements: Sequence>: NSObject, UICollectionViewDataSource,
        RxCollectionViewDataSourceType, SectionedViewDataSourceType
    {
        internal typealias Element = Elements
        internal typealias CellFactory = (UICollectionView, Int, Elements.Element) -> UICollectionViewCell

        private let cellFactory: CellFactory
        // `nil` until the first element arrives.
        private var items: [Elements.Element]?

        internal init(cellFactory: @escaping CellFactory) {
            self.cellFactory = cellFactory
        }

        internal func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Elements>) {
            guard case .next(let elements) = observedEvent else { return }
            items = Array(elements)
            collectionView.reloadData()
        }

        internal func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items?.count ?? 0
        }

        internal func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            cellFactory(collectionView, indexPath[1], items![indexPath[1]])
        }

        internal func model(at indexPath: IndexPath) throws -> Any {
            guard let items else { throw RxCocoaError.itemsNotYetBound(object: self) }
            return items[indexPath[1]]
        }
    }
#endif
