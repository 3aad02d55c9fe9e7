import RxCore

extension ListRendererBinding {
    /// Binds lists of elements to `renderer` as one section, reloaded for each list, the cell of
    /// each row built by `cell` (given the renderer asking, the row and its element).
    internal static func bindRows<Elements: Sequence, Source: ObservableType>(
        _ source: Source,
        to renderer: any ListRenderer,
        cell: @escaping @MainActor (any ListRenderer, Int, Elements.Element) -> any ListCell
    ) -> Disposable where Source.Element == Elements {
        let dataSource = MainActor.assumeIsolated {
            SectionedReloadDataSource<SectionModel<Int, Elements.Element>>(
                configureCell: { _, renderer, path, element in cell(renderer, path.itemIndex, element) }
            )
        }
        let sections = source.map { elements in [SectionModel(model: 0, items: Array(elements))] }
        return bind(sections, to: renderer, dataSource: dataSource)
    }
}
