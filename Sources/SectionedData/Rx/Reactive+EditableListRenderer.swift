import RxCore

extension Reactive where Base: EditableListRenderer {
    /// The positions of the rows the user deletes.
    ///
    /// RxCocoa's `itemDeleted`: delivered on the main thread before the row leaves the data
    /// source, never fails. Remove the item from the bound list to delete the row.
    ///
    /// ```swift
    /// table.rx.itemDeleted
    ///     .subscribe(onNext: { path in viewModel.delete(at: path) })
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    public var itemDeleted: Observable<ItemPath> {
        base.itemDeletedEvents.asObservable()
    }

    /// The positions where the user asks for a row to be inserted.
    ///
    /// RxCocoa's `itemInserted`: delivered on the main thread, never fails. Add an item to the
    /// bound list to insert the row.
    @MainActor
    public var itemInserted: Observable<ItemPath> {
        base.itemInsertedEvents.asObservable()
    }

    /// The models of the rows the user deletes, read from the bound sectioned data source while
    /// they are still there.
    ///
    /// RxCocoa's `modelDeleted(_:)`: each deleted position becomes the item shown there, cast to
    /// `modelType`. Deletions that arrive after the renderer is gone are dropped. A position whose
    /// model cannot be read or cast ends the sequence with the error ``model(at:)`` throws.
    ///
    /// - Parameter modelType: The type of the items.
    /// - Returns: The deleted items.
    @MainActor
    public func modelDeleted<T>(_ modelType: T.Type) -> Observable<T> {
        models(at: base.itemDeletedEvents.asObservable(), as: modelType)
    }
}
