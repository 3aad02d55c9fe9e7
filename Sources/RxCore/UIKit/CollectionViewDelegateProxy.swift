#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A collection view's delegate while bindings use it: it publishes selections and cells and
    /// supplementary views appearing and leaving, and forwards every member to the forward delegate
    /// (the one the app set, or `rx.setDelegate(_:)`'s), the ones it takes included.
    @MainActor
    internal final class CollectionViewDelegateProxy: ScrollViewDelegateProxy, UICollectionViewDelegate {
        /// A supplementary view appearing or leaving.
        internal typealias SupplementaryViewEvent = (
            supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath
        )

        /// Items the user selected.
        internal let itemSelected = PublishSubject<IndexPath>()

        /// Items the user deselected.
        internal let itemDeselected = PublishSubject<IndexPath>()

        /// Cells about to appear.
        internal let willDisplayCell = PublishSubject<(cell: UICollectionViewCell, at: IndexPath)>()

        /// Cells that left the screen.
        internal let didEndDisplayingCell = PublishSubject<(cell: UICollectionViewCell, at: IndexPath)>()

        /// Supplementary views about to appear.
        internal let willDisplaySupplementaryView = PublishSubject<SupplementaryViewEvent>()

        /// Supplementary views that left the screen.
        internal let didEndDisplayingSupplementaryView = PublishSubject<SupplementaryViewEvent>()

        internal init(collectionView: UICollectionView) {
            super.init(scrollView: collectionView)
        }

        /// The forward object, as a collection view delegate.
        internal var forwardCollectionViewDelegate: (any UICollectionViewDelegate)? {
            forward as? any UICollectionViewDelegate
        }

        /// Tells the forward delegate, then publishes the item.
        internal func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            forwardDidSelectItem(at: indexPath, in: collectionView)
            itemSelected.onNext(indexPath)
        }

        /// Tells the forward delegate, then publishes the item.
        internal func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            forwardDidDeselectItem(at: indexPath, in: collectionView)
            itemDeselected.onNext(indexPath)
        }

        /// Tells the forward delegate, then publishes the cell.
        internal func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            forwardWillDisplay(cell, forItemAt: indexPath, in: collectionView)
            willDisplayCell.onNext((cell, indexPath))
        }

        /// Tells the forward delegate, then publishes the cell.
        internal func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            forwardDidEndDisplaying(cell, forItemAt: indexPath, in: collectionView)
            didEndDisplayingCell.onNext((cell, indexPath))
        }

        /// Tells the forward delegate, then publishes the view.
        internal func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            forwardWillDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath, in: collectionView)
            willDisplaySupplementaryView.onNext((view, elementKind, indexPath))
        }

        /// Tells the forward delegate, then publishes the view.
        internal func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            forwardDidEndDisplayingSupplementaryView(
                view, forElementOfKind: elementKind, at: indexPath, in: collectionView)
            didEndDisplayingSupplementaryView.onNext((view, elementKind, indexPath))
        }
    }
#endif
