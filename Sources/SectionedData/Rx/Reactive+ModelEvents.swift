import RxCore

extension Reactive where Base: ListRenderer {
    /// The models at the positions `paths` delivers, read from the bound sectioned data source:
    /// what `modelSelected(_:)`, `modelDeselected(_:)` and `modelDeleted(_:)` return.
    ///
    /// Positions that arrive after the renderer is gone are dropped. A position whose model cannot
    /// be read or cast ends the sequence with the error ``model(at:)`` throws.
    ///
    /// - Parameters:
    ///   - paths: Positions delivered on the main thread.
    ///   - modelType: The type of the items.
    /// - Returns: The items at those positions.
    @MainActor
    internal func models<T>(at paths: Observable<ItemPath>, as modelType: T.Type) -> Observable<T> {
        weak let weakBase = base
        return Observable.create { observer in
            paths.subscribe(
                onNext: { path in
                    // The renderer protocols deliver positions on the main thread.
                    nonisolated(unsafe) var outcome: Result<T, Swift.Error>?
                    MainActor.assumeIsolated {
                        guard let base = weakBase else { return }
                        outcome = Result { try Reactive(base).model(at: path) }
                    }
                    switch outcome {
                    case .success(let model)?: observer.onNext(model)
                    case .failure(let error)?: observer.onError(error)
                    case nil: break
                    }
                },
                onError: observer.onError,
                onCompleted: observer.onCompleted
            )
        }
    }
}
