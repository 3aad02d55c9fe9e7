#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Reactive where Base: UITableView {
        /// The row the user selected (`tableView(_:didSelectRowAt:)`).
        ///
        /// A delegate set with ``Reactive/setDelegate(_:)`` still receives the message, before this
        /// event.
        public var itemSelected: ControlEvent<IndexPath> {
            ControlEvent(events: delegateEvents { $0.itemSelected })
        }

        /// The row the user deselected (`tableView(_:didDeselectRowAt:)`).
        public var itemDeselected: ControlEvent<IndexPath> {
            ControlEvent(events: delegateEvents { $0.itemDeselected })
        }

        /// The row whose accessory button the user tapped
        /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
        public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
            ControlEvent(events: delegateEvents { $0.itemAccessoryButtonTapped })
        }

        /// The cell about to appear (`tableView(_:willDisplay:forRowAt:)`).
        public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
            ControlEvent(events: delegateEvents { $0.willDisplayCell })
        }

        /// The cell that left the screen (`tableView(_:didEndDisplaying:forRowAt:)`).
        public var didEndDisplayingCell: ControlEvent<DidEndDisplayingCellEvent> {
            ControlEvent(events: delegateEvents { $0.didEndDisplayingCell })
        }

        /// The row the user inserted (`tableView(_:commit:forRowAt:)` with `.insert`).
        ///
        /// While this event (or ``itemDeleted``) has observers, the table's data source implements
        /// `tableView(_:commit:forRowAt:)`, so UIKit offers the editing controls, as with RxCocoa.
        public var itemInserted: ControlEvent<IndexPath> {
            ControlEvent(events: commits(of: .insert))
        }

        /// The row the user deleted (`tableView(_:commit:forRowAt:)` with `.delete`).
        ///
        /// While this event (or ``itemInserted``) has observers, the table's data source implements
        /// `tableView(_:commit:forRowAt:)`, so UIKit offers swipe-to-delete, as with RxCocoa.
        public var itemDeleted: ControlEvent<IndexPath> {
            ControlEvent(events: commits(of: .delete))
        }

        /// The row the user moved (`tableView(_:moveRowAt:to:)`), after the bound data source moved
        /// its model.
        ///
        /// While this event has observers, the table's data source implements
        /// `tableView(_:moveRowAt:to:)`, so UIKit shows reorder controls in editing mode.
        public var itemMoved: ControlEvent<ItemMovedEvent> {
            ControlEvent(
                events: ForwardingProxy.events(
                    of: base,
                    leaseProxy: { TableViewDataSourceProxy.leased(for: $0) },
                    subject: { $0.moves },
                    changesMembers: true
                ))
        }

        /// The model of the row the user selected, from the bound sectioned data source.
        ///
        /// ```swift
        /// tableView.rx.modelSelected(Hero.self)
        ///     .subscribe(onNext: { hero in coordinator.show(hero) })
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// A row whose model cannot be read or cast ends the sequence with the error ``model(at:)``
        /// throws.
        ///
        /// - Parameter modelType: The type of the models.
        /// - Returns: The models of the selected rows.
        public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            ControlEvent(events: models(at: itemSelected.asObservable(), as: modelType))
        }

        /// The model of the row the user deselected, from the bound sectioned data source.
        ///
        /// - Parameter modelType: The type of the models.
        /// - Returns: The models of the deselected rows.
        public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            ControlEvent(events: models(at: itemDeselected.asObservable(), as: modelType))
        }

        /// The model of the row the user deleted, read from the bound sectioned data source before it
        /// changes.
        ///
        /// - Parameter modelType: The type of the models.
        /// - Returns: The models of the deleted rows.
        public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> {
            ControlEvent(events: models(at: itemDeleted.asObservable(), as: modelType))
        }

        /// The model of the row at `indexPath`, from the sectioned data source bound with `rx.items`.
        ///
        /// ```swift
        /// let hero: Hero = try tableView.rx.model(at: IndexPath(row: 2, section: 0))
        /// ```
        ///
        /// - Parameter indexPath: The row.
        /// - Returns: The row's model, cast to `T`.
        /// - Throws: ``RxCocoaError/itemsNotYetBound(object:)`` when the table's data source is not a
        ///   ``SectionedViewDataSourceType``; the data source's error when it has no such row;
        ///   ``RxCocoaError/castingError(object:targetType:)`` when the model is not a `T`.
        @MainActor
        public func model<T>(at indexPath: IndexPath) throws -> T {
            let dataSource = TableViewDataSourceProxy.installed(on: base)?.forward ?? base.dataSource
            return try SectionedModels.model(at: indexPath, in: dataSource, of: base)
        }

        /// Makes `dataSource` answer the table's data-source questions until the returned disposable
        /// is disposed, while the bindings keep their data-source events; `dataSource` is held weakly.
        ///
        /// - Parameter dataSource: The data source that answers.
        /// - Returns: A disposable that removes `dataSource`.
        @MainActor
        public func setDataSource(_ dataSource: any UITableViewDataSource) -> Disposable {
            let (proxy, lease) = TableViewDataSourceProxy.leased(for: base)
            let forwarding = proxy.lease(forwardingTo: dataSource, retain: false)
            return Disposables.create(forwarding, lease)
        }

        private func delegateEvents<Value>(
            _ subject: @escaping @MainActor (TableViewDelegateProxy) -> PublishSubject<Value>
        ) -> Observable<Value> {
            ForwardingProxy.events(
                of: base,
                leaseProxy: { ScrollViewDelegateProxy.leased(TableViewDelegateProxy.self, for: $0) },
                subject: subject
            )
        }

        private func commits(of style: UITableViewCell.EditingStyle) -> Observable<IndexPath> {
            ForwardingProxy.events(
                of: base,
                leaseProxy: { TableViewDataSourceProxy.leased(for: $0) },
                subject: { $0.commits },
                changesMembers: true
            )
            .compactMap { commit in commit.editingStyle == style ? commit.indexPath : nil }
        }

        private func models<T>(at indexPaths: Observable<IndexPath>, as modelType: T.Type) -> Observable<T> {
            SectionedModels.models(at: indexPaths, of: base) { view, indexPath in
                try Reactive(view).model(at: indexPath)
            }
        }
    }
#endif
