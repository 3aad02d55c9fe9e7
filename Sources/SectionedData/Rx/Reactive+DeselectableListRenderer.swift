import RxCore

extension Reactive where Base: DeselectableListRenderer {
    /// The positions of the rows the user deselects.
    ///
    /// RxCocoa's `itemDeselected`: delivered on the main thread, never fails.
    ///
    /// ```swift
    /// table.rx.itemDeselected
    ///     .subscribe(onNext: { path in print("deselected", path) })
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    public var itemDeselected: Observable<ItemPath> {
        base.itemDeselectedEvents.asObservable()
    }

    /// The models of the rows the user deselects, read from the bound sectioned data source.
    ///
    /// RxCocoa's `modelDeselected(_:)`: each deselected position becomes the item shown there,
    /// cast to `modelType`. Deselections that arrive after the renderer is gone are dropped. A
    /// position whose model cannot be read or cast ends the sequence with the error
    /// ``model(at:)`` throws.
    ///
    /// - Parameter modelType: The type of the items.
    /// - Returns: The deselected items.
    @MainActor
    public func modelDeselected<T>(_ modelType: T.Type) -> Observable<T> {
        models(at: base.itemDeselectedEvents.asObservable(), as: modelType)
    }
}
