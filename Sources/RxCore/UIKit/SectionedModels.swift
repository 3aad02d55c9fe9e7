#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Reads models from the sectioned data source bound to a table or collection view: the one route
    /// behind both views' `rx.model(at:)`, `rx.modelSelected(_:)` and `rx.modelDeselected(_:)`, and
    /// the table's `rx.modelDeleted(_:)`.
    internal enum SectionedModels {
        /// The model at `indexPath` in a view's data source, cast to `T`.
        ///
        /// - Parameters:
        ///   - indexPath: The row or item.
        ///   - dataSource: The view's data source: the forward object of its data-source proxy when
        ///     one is installed.
        ///   - view: The view, named in the error when `dataSource` is no
        ///     ``SectionedViewDataSourceType``.
        /// - Returns: The model.
        /// - Throws: ``RxCocoaError/itemsNotYetBound(object:)``, the data source's error, or
        ///   ``RxCocoaError/castingError(object:targetType:)``.
        @MainActor
        internal static func model<T>(at indexPath: IndexPath, in dataSource: AnyObject?, of view: UIView) throws -> T {
            guard let sectioned = dataSource as? any SectionedViewDataSourceType else {
                throw RxCocoaError.itemsNotYetBound(object: view)
            }
            let model = try sectioned.model(at: indexPath)
            guard let typed = model as? T else {
                throw RxCocoaError.castingError(object: model, targetType: T.self)
            }
            return typed
        }

        /// The models at the positions `indexPaths` delivers, read with `read` while `view` lives;
        /// the first error `read` throws ends the sequence.
        ///
        /// - Parameters:
        ///   - indexPaths: Positions, delivered on the main thread (the view's proxies publish there).
        ///   - view: The view, held weakly; positions that arrive once it is gone are skipped.
        ///   - read: Reads the model at a position (the view's `rx.model(at:)`).
        /// - Returns: The models.
        internal static func models<View: UIView, T>(
            at indexPaths: Observable<IndexPath>,
            of view: View,
            read: @escaping @MainActor (View, IndexPath) throws -> T
        ) -> Observable<T> {
            weak let weakView = view
            return indexPaths.flatMap { indexPath -> Observable<T> in
                nonisolated(unsafe) var outcome: Result<T, Swift.Error>?
                let view = weakView
                MainActor.assumeIsolated {
                    guard let view else { return }
                    outcome = Result { try read(view, indexPath) }
                }
                switch outcome {
                case .success(let model)?: return .just(model)
                case .failure(let error)?: return .error(error)
                case nil: return .empty()
                }
            }
        }
    }
#endif
