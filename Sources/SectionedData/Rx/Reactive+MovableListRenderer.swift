import RxCore

extension Reactive where Base: MovableListRenderer {
    /// The moves the user makes.
    ///
    /// RxCocoa's `itemMoved`: delivered on the main thread, never fails. When a move arrives, the
    /// bound data source already holds its sections with the item moved
    /// (``ListRendererDataSource/moveItem(from:to:)``), so a list bound afterwards is diffed from
    /// what the renderer shows.
    ///
    /// ```swift
    /// table.rx.itemMoved
    ///     .subscribe(onNext: { move in viewModel.move(from: move.sourceIndex, to: move.destinationIndex) })
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    public var itemMoved: Observable<ListItemMovedEvent> {
        base.itemMovedEvents.asObservable()
    }
}
