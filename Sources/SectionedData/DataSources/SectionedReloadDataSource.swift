import RxCore

/// A data source that shows every new list of sections by reloading the renderer.
///
/// Bind it with `renderer.rx.items(dataSource:)`; each element replaces ``SectionedDataSource/sectionModels`` and
/// calls ``ListRenderer/reloadData()``. Any ``SectionModelType`` works, as no diff is computed.
///
/// ```swift
/// let dataSource = SectionedReloadDataSource<SectionModel<String, String>>(
///     configureCell: { _, _, _, name in TextCell(text: name) }
/// )
/// let subscription = Observable.just([SectionModel(model: "Marvel", items: ["Hulk", "Thor"])])
///     .bind(to: table.rx.items(dataSource: dataSource))
/// ```
@MainActor
open class SectionedReloadDataSource<Section: SectionModelType>: SectionedDataSource<Section> {
    /// The type of the elements bound: lists of sections.
    public typealias Element = [Section]

    /// Replaces the sections with each element and reloads the renderer; ignores other events.
    ///
    /// - Parameters:
    ///   - renderer: The renderer to reload.
    ///   - observedEvent: The event of the bound sequence.
    open func renderer(_ renderer: any ListRenderer, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        setSections(sections)
        renderer.reloadData()
    }
}
