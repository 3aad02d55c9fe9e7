import Foundation
import RxCore

extension Reactive where Base: ListRenderer {
    /// Binds sequences of sections to the renderer through `dataSource`.
    ///
    /// One line connects a sequence of sections to a list:
    /// `sections.bind(to: list.rx.items(dataSource: dataSource))`. A complete program, with a
    /// renderer that prints what it shows:
    ///
    /// ```swift
    /// import RxCore
    /// import SectionedData
    ///
    /// struct Hero: IdentifiableType, Equatable {
    ///     let id: Int
    ///     var name: String
    ///     var identity: Int { id }
    /// }
    ///
    /// typealias HeroSection = AnimatableSectionModel<String, Hero>
    ///
    /// struct TextCell: ListCell {
    ///     var text: String
    /// }
    ///
    /// /// A list that prints what it shows; it does not animate, so it completes each update at once.
    /// final class PrintedList: ListRenderer, ReactiveCompatible {
    ///     weak var dataSource: (any ListRendererDataSource)?
    ///     var isOnScreen: Bool { true }
    ///
    ///     func reloadData() {
    ///         print("reload")
    ///         printRows()
    ///     }
    ///
    ///     func performBatchUpdates<Section>(
    ///         _ changeset: Changeset<Section>,
    ///         animation: AnimationConfiguration,
    ///         completion: @escaping @MainActor (Bool) -> Void
    ///     ) {
    ///         print("update: deleted \(changeset.deletedItems), inserted \(changeset.insertedItems)")
    ///         printRows()
    ///         completion(true)
    ///     }
    ///
    ///     private func printRows() {
    ///         guard let dataSource else { return }
    ///         for section in 0..<dataSource.numberOfSections {
    ///             print("  \(dataSource.titleForHeader(inSection: section) ?? "")")
    ///             for item in 0..<dataSource.numberOfItems(inSection: section) {
    ///                 let cell = dataSource.cell(for: ItemPath(sectionIndex: section, itemIndex: item), in: self)
    ///                 print("    \((cell as! TextCell).text)")
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// let list = PrintedList()
    /// let dataSource = SectionedAnimatedDataSource<HeroSection>(
    ///     configureCell: { _, _, _, hero in TextCell(text: hero.name) },
    ///     titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
    /// )
    /// let sections = PublishSubject<[HeroSection]>()
    ///
    /// let subscription = sections.bind(to: list.rx.items(dataSource: dataSource))
    ///
    /// sections.onNext([HeroSection(model: "Marvel", items: [Hero(id: 1, name: "Hulk"), Hero(id: 2, name: "Thor")])])
    /// sections.onNext([HeroSection(model: "Marvel", items: [Hero(id: 2, name: "Thor"), Hero(id: 3, name: "Storm")])])
    /// subscription.dispose()
    /// ```
    ///
    /// It prints:
    ///
    /// ```text
    /// reload
    ///   Marvel
    ///     Hulk
    ///     Thor
    /// update: deleted [[0, 0]], inserted [[0, 1]]
    ///   Marvel
    ///     Thor
    ///     Storm
    /// ```
    ///
    /// Binding sets the renderer's ``ListRenderer/dataSource``, which the subscription keeps alive;
    /// the renderer is held weakly. Each element reaches
    /// ``RxListRendererDataSourceType/renderer(_:observedEvent:)`` on the main queue: at once when
    /// it is emitted there and no earlier element of the binding still waits for the main queue,
    /// else in order once the main queue runs (a `MainScheduler` of the binding's own, as RxCocoa
    /// uses `MainScheduler()`). An error in the
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

    /// The model of the row at a position, from the sectioned data source bound to the renderer.
    ///
    /// ```swift
    /// let hero: Hero = try table.rx.model(at: ItemPath(sectionIndex: 0, itemIndex: 2))
    /// ```
    ///
    /// - Parameter indexPath: The position of the row.
    /// - Returns: The row's item, cast to `T`.
    /// - Throws: ``RxDataSourceError/preconditionFailed(message:)`` when the renderer's data source
    ///   is not a `SectionedViewDataSourceType` (no `rx.items(dataSource:)` binding);
    ///   ``RxDataSourceError/outOfBounds(indexPath:sectionCount:itemCount:)`` when no row exists
    ///   there; ``RxDataSourceError/castingError(object:targetType:)`` when the item is not a `T`.
    @MainActor
    public func model<T>(at indexPath: ItemPath) throws -> T {
        guard let dataSource = base.dataSource as? any SectionedViewDataSourceType else {
            throw RxDataSourceError.preconditionFailed(
                message: "The renderer's data source is not a sectioned data source; bind one with "
                    + "rx.items(dataSource:) before asking for models"
            )
        }
        let model = try dataSource.model(at: indexPath.indexPath)
        guard let typed = model as? T else {
            throw RxDataSourceError.castingError(object: model, targetType: T.self)
        }
        return typed
    }
}
