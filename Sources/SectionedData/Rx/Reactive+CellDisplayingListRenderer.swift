import RxCore

extension Reactive where Base: CellDisplayingListRenderer {
    /// The cells about to be shown, with their positions.
    ///
    /// RxCocoa's `willDisplayCell`: delivered on the main thread, never fails.
    ///
    /// ```swift
    /// table.rx.willDisplayCell
    ///     .subscribe(onNext: { event in print("showing row", event.indexPath) })
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    public var willDisplayCell: Observable<ListWillDisplayCellEvent> {
        base.willDisplayCellEvents.asObservable()
    }

    /// The cells no longer shown, with the positions they had.
    ///
    /// RxCocoa's `didEndDisplayingCell`: delivered on the main thread, never fails.
    @MainActor
    public var didEndDisplayingCell: Observable<ListDidEndDisplayingCellEvent> {
        base.didEndDisplayingCellEvents.asObservable()
    }
}
