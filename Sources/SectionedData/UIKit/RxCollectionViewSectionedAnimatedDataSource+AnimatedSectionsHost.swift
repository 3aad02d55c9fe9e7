#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // The data source as its engine's host: its view is a collection view.
    extension RxCollectionViewSectionedAnimatedDataSource: AnimatedSectionsHost {
        internal typealias View = UICollectionView

        internal func isBound(to view: UICollectionView) -> Bool {
            isDataSource(of: view)
        }

        internal func isOnScreen(_ view: UICollectionView) -> Bool {
            view.window != nil
        }

        internal func reloadData(of view: UICollectionView) {
            view.reloadData()
        }

        internal func performBatchUpdates(
            _ stage: Changeset<Section>,
            in view: UICollectionView,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            stage.assertValidBatchUpdate()
            // The data source already holds the stage's final sections; until the update block runs,
            // the collection view counts the items it shows.
            store.countsBeforeUpdate = stage.originalSections.map(\.items.count)
            view.performBatchUpdates(
                { [self] in
                    store.countsBeforeUpdate = nil
                    applyOperations(of: stage, to: view)
                },
                completion: { finished in completion(finished) }
            )
        }

        internal func viewTransition(for stages: [Changeset<Section>], in view: UICollectionView) -> ViewTransition {
            decideViewTransition(self, view, stages)
        }

        internal func log(diffError error: any Error) {
            logger(
                "RxCollectionViewSectionedAnimatedDataSource: cannot animate the new sections, reloading instead: \(error)"
            )
        }
    }
#endif
