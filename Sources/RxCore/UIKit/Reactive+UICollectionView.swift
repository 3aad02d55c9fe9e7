#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Reactive where Base: UICollectionView {
        /// A cell appearing or leaving, as `willDisplayCell` and `didEndDisplayingCell` deliver it.
        public typealias DisplayCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)

        /// A supplementary view appearing or leaving, as `willDisplaySupplementaryView` and
        /// `didEndDisplayingSupplementaryView` deliver it.
        public typealias DisplayCollectionViewSupplementaryViewEvent = (
            supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath
        )

        /// The item the user selected (`collectionView(_:didSelectItemAt:)`).
        ///
        /// A delegate set with ``Reactive/setDelegate(_:)`` still receives the message, before this
        /// event.
        public var itemSelected: ControlEvent<IndexPath> {
            ControlEvent(events: delegateEvents { $0.itemSelected })
        }

        /// The item the user deselected (`collectionView(_:didDeselectItemAt:)`).
        public var itemDeselected: ControlEvent<IndexPath> {
            ControlEvent(events: delegateEvents { $0.itemDeselected })
        }

        /// The cell about to appear (`collectionView(_:willDisplay:forItemAt:)`).
        public var willDisplayCell: ControlEvent<DisplayCollectionViewCellEvent> {
            ControlEvent(events: delegateEvents { $0.willDisplayCell })
        }

        /// The cell that left the screen (`collectionView(_:didEndDisplaying:forItemAt:)`).
        public var didEndDisplayingCell: ControlEvent<DisplayCollectionViewCellEvent> {
            ControlEvent(events: delegateEvents { $0.didEndDisplayingCell })
        }

        /// The supplementary view about to appear
        /// (`collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
        public var willDisplaySupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
            ControlEvent(events: delegateEvents { $0.willDisplaySupplementaryView })
        }

        /// The supplementary view that left the screen
        /// (`collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`).
        public var didEndDisplayingSupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
            ControlEvent(events: delegateEvents { $0.didEndDisplayingSupplementaryView })
        }

        /// The model of the item the user selected, from the bound sectioned data source.
        ///
        /// An item whose model cannot be read or cast ends the sequence with the error ``model(at:)``
        /// throws.
        ///
        /// - Parameter modelType: The type of the models.
        /// - Returns: The models of the selected items.
        public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            ControlEvent(events: models(at: itemSelected.asObservable(), as: modelType))
        }

        /// The model of the item the user deselected, from the bound sectioned data source.
        ///
        /// - Parameter modelType: The type of the models.
        /// - Returns: The models of the deselected items.
        public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            ControlEvent(events: models(at: itemDeselected.asObservable(), as: modelType))
        }

        /// The model of the item at `indexPath`, from the sectioned data source bound with `rx.items`.
        ///
        /// - Parameter indexPath: The item.
        /// - Returns: The item's model, cast to `T`.
        /// - Throws: ``RxCocoaError/itemsNotYetBound(object:)`` when the collection view's data source
        ///   is not a ``SectionedViewDataSourceType``; the data source's error when it has no such
        ///   item; ``RxCocoaError/castingError(object:targetType:)`` when the model is not a `T`.
        @MainActor
        public func model<T>(at indexPath: IndexPath) throws -> T {
            let dataSource = CollectionViewDataSourceProxy.installed(on: base)?.forward ?? base.dataSource
            return try SectionedModels.model(at: indexPath, in: dataSource, of: base)
        }

        /// Makes `dataSource` answer the collection view's data-source questions until the returned
        /// disposable is disposed; `dataSource` is held weakly.
        ///
        /// - Parameter dataSource: The data source that answers.
        /// - Returns: A disposable that removes `dataSource`.
        @MainActor
        public func setDataSource(_ dataSource: any UICollectionViewDataSource) -> Disposable {
            let (proxy, lease) = CollectionViewDataSourceProxy.leased(for: base)
            let forwarding = proxy.lease(forwardingTo: dataSource, retain: false)
            return Disposables.create(forwarding, lease)
        }

        private func delegateEvents<Value>(
            _ subject: @escaping @MainActor (CollectionViewDelegateProxy) -> PublishSubject<Value>
        ) -> Observable<Value> {
            ForwardingProxy.events(
                of: base,
                leaseProxy: { ScrollViewDelegateProxy.leased(CollectionViewDelegateProxy.self, for: $0) },
                subject: subject
            )
        }

        private func models<T>(at indexPaths: Observable<IndexPath>, as modelType: T.Type) -> Observable<T> {
            SectionedModels.models(at: indexPaths, of: base) { view, indexPath in
                try Reactive(view).model(at: indexPath)
            }
        }
    }
#endif
