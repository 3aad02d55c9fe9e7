import RxCore

extension Reactive where Base: SelectableListRenderer {
    /// The positions of the rows the user selects.
    ///
    /// RxCocoa's `itemSelected`: delivered on the main thread, never fails.
    ///
    /// ```swift
    /// table.rx.itemSelected
    ///     .subscribe(onNext: { path in print("selected", path) })
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    public var itemSelected: Observable<ItemPath> {
        base.itemSelectedEvents.asObservable()
    }

    /// The models of the rows the user selects, read from the bound sectioned data source.
    ///
    /// RxCocoa's `modelSelected(_:)`: each selected position becomes the item shown there, cast
    /// to `modelType`. Selections that arrive after the renderer is gone are dropped. A position
    /// whose model cannot be read or cast ends the sequence with the error ``model(at:)`` throws.
    ///
    /// ```swift
    /// table.rx.modelSelected(Hero.self)
    ///     .subscribe(onNext: { hero in print("selected", hero.name) })
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// - Parameter modelType: The type of the items.
    /// - Returns: The selected items.
    @MainActor
    public func modelSelected<T>(_ modelType: T.Type) -> Observable<T> {
        models(at: base.itemSelectedEvents.asObservable(), as: modelType)
    }
}
