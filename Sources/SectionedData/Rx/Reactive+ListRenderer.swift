import RxCore

extension Reactive where Base: ListRenderer {
    /// Binds sequences of sections to the renderer through `dataSource`.
    ///
    /// Use it with `bind(to:)`:
    ///
    /// ```swift
    /// let dataSource = SectionedAnimatedDataSource<AnimatableSectionModel<String, Hero>>(
    ///     configureCell: { _, _, _, hero in TextCell(text: hero.name) }
    /// )
    /// sections
    ///     .bind(to: table.rx.items(dataSource: dataSource))
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// Binding sets the renderer's ``ListRenderer/dataSource``, which the subscription keeps alive;
    /// the renderer is held weakly. Each element reaches
    /// ``RxListRendererDataSourceType/renderer(_:observedEvent:)`` on the main queue, at once when
    /// it is emitted there with nothing queued ahead (`MainScheduler.instance`). An error in the
    /// sequence is a programming error, reported as a `Binder` reports it (through `Hooks`);
    /// completion leaves the renderer showing the last sections. Disposing the subscription stops
    /// updates and detaches the data source from the renderer. Bind on the main thread.
    ///
    /// - Parameter dataSource: The data source that turns the elements into renderer updates.
    /// - Returns: A function that subscribes to a sequence and returns the subscription.
    public func items<
        DataSource: RxListRendererDataSourceType & ListRendererDataSource,
        Source: ObservableType
    >(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        let renderer = base
        return { source in
            ListRendererBinding.bind(source, to: renderer, dataSource: dataSource)
        }
    }
}
