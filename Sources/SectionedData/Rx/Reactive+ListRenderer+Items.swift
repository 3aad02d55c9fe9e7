import RxCore

extension Reactive where Base: ListRenderer {
    /// Binds sequences of elements to the renderer as one section of rows, each cell built by a
    /// closure: RxCocoa's `items(_:)`, without a data source object.
    ///
    /// Every element reloads the renderer, as RxCocoa's does; bind sections through
    /// `items(dataSource:)` with a ``SectionedAnimatedDataSource`` to animate changes.
    ///
    /// ```swift
    /// Observable.just(["Hulk", "Thor"])
    ///     .bind(to: list.rx.items) { list, row, name in TextCell(text: "\(row + 1). \(name)") }
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// The binding behaves as `items(dataSource:)` does (main queue, weak renderer, errors
    /// reported, disposal detaches); `rx.modelSelected(_:)` and `rx.model(at:)` read the elements,
    /// all in section 0.
    ///
    /// - Parameter source: The sequence of element lists.
    /// - Returns: A function that takes the cell factory (given the renderer, the row and its
    ///   element, it returns the row's cell), binds, and returns the subscription.
    public func items<Elements: Sequence, Source: ObservableType>(
        _ source: Source
    ) -> (_ cellFactory: @escaping (Base, Int, Elements.Element) -> any ListCell) -> Disposable
    where Source.Element == Elements {
        let renderer = base
        return { cellFactory in
            // Bindings are made on the main thread (the binding checks), and the data source calls
            // the factory there: it never leaves the main actor.
            nonisolated(unsafe) let cellFactory = cellFactory
            return ListRendererBinding.bindRows(source, to: renderer) { renderer, row, element in
                // The binding's renderer is the only one that asks this data source.
                cellFactory(renderer as! Base, row, element)
            }
        }
    }
}

extension Reactive where Base: CellDequeuingListRenderer {
    /// Binds sequences of elements to the renderer as one section of rows, each in a reused cell
    /// of `cellType` that a closure configures: RxCocoa's `items(cellIdentifier:cellType:)`.
    ///
    /// For each row the renderer dequeues a cell registered under `cellIdentifier`
    /// (``CellDequeuingListRenderer/dequeueReusableCell(withIdentifier:for:)``), which must be a
    /// `Cell`; `configureCell` then sets it up for the row's element. Otherwise it behaves as
    /// ``items(_:)``.
    ///
    /// ```swift
    /// Observable.just(["Hulk", "Thor"])
    ///     .bind(to: table.rx.items(cellIdentifier: "Hero", cellType: HeroCell.self)) { row, name, cell in
    ///         cell.title = name
    ///     }
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// - Parameters:
    ///   - cellIdentifier: The identifier the cells are registered under.
    ///   - cellType: The class of those cells.
    /// - Returns: A function that takes the sequence of element lists and returns one that takes
    ///   the configuring closure (given the row, its element and the cell), binds, and returns the
    ///   subscription.
    public func items<Elements: Sequence, Cell: ListCell & AnyObject, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Elements.Element, Cell) -> Void) -> Disposable
    where Source.Element == Elements {
        let renderer = base
        return { source in
            { configureCell in
                // As in `items(_:)`: made and called on the main actor only.
                nonisolated(unsafe) let configureCell = configureCell
                return ListRendererBinding.bindRows(source, to: renderer) { renderer, row, element in
                    let dequeued = (renderer as! Base).dequeueReusableCell(
                        withIdentifier: cellIdentifier,
                        for: ItemPath(sectionIndex: 0, itemIndex: row)
                    )
                    guard let cell = dequeued as? Cell else {
                        preconditionFailure(
                            "The cell registered as \(cellIdentifier) is a \(type(of: dequeued)), not a \(Cell.self)"
                        )
                    }
                    configureCell(row, element, cell)
                    return cell
                }
            }
        }
    }
}
