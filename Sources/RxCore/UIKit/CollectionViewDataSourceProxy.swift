#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A collection view's data source while list bindings use it: it answers from the forward data
    /// source (the one `rx.items` binds, or the one the app set).
    ///
    /// RxCocoa publishes no data-source events of a collection view, so this proxy takes no optional
    /// member; they reach the forward data source through ForwardingProxy+ObjectiveC.swift (Apple) or
    /// ForwardingProxy+UIKitModel.swift (the model).
    @MainActor
    internal final class CollectionViewDataSourceProxy: ForwardingProxy, UICollectionViewDataSource {
        /// The collection view this proxy serves.
        internal private(set) weak var collectionView: UICollectionView?

        private init(collectionView: UICollectionView) {
            self.collectionView = collectionView
            super.init(forward: collectionView.dataSource)
        }

        /// The proxy that is `collectionView`'s data source, if any.
        internal static func installed(on collectionView: UICollectionView) -> CollectionViewDataSourceProxy? {
            guard let proxy = collectionView.dataSource as? CollectionViewDataSourceProxy, proxy.isInstalled else {
                return nil
            }
            return proxy
        }

        /// Finds or installs `collectionView`'s proxy, and leases it.
        internal static func leased(for collectionView: UICollectionView) -> (CollectionViewDataSourceProxy, Disposable)
        {
            let proxy = installed(on: collectionView) ?? CollectionViewDataSourceProxy(collectionView: collectionView)
            let lease = proxy.lease()
            if collectionView.dataSource !== proxy { collectionView.dataSource = proxy }
            return (proxy, lease)
        }

        /// The forward object, as a collection view data source.
        internal var forwardDataSource: (any UICollectionViewDataSource)? {
            forward as? any UICollectionViewDataSource
        }

        override internal func restoreForward() {
            guard let collectionView, collectionView.dataSource === self else { return }
            collectionView.dataSource = forwardDataSource
        }

        override internal func reinstall() {
            guard let collectionView, collectionView.dataSource === self else { return }
            collectionView.dataSource = nil
            collectionView.dataSource = self
        }

        /// The forward data source's item count; none without one.
        internal func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            forwardDataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
        }

        /// The forward data source's cell.
        internal func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            guard let forwardDataSource else {
                preconditionFailure("The collection view asked for a cell at \(indexPath), but no data source is bound")
            }
            return forwardDataSource.collectionView(collectionView, cellForItemAt: indexPath)
        }
    }
#endif
