import RxCore

/// A renderer whose rows the user can select, reported as a stream of positions.
///
/// `renderer.rx.itemSelected` and `renderer.rx.modelSelected(_:)` read this stream. A renderer
/// usually keeps a `PublishSubject` and feeds it on the main thread when the user selects a row:
///
/// ```swift
/// final class TerminalTable: SelectableListRenderer, ReactiveCompatible {
///     private let selections = PublishSubject<ItemPath>()
///     var itemSelectedEvents: Observable<ItemPath> { selections.asObservable() }
///
///     func userPressedReturn(on path: ItemPath) {
///         selections.onNext(path)
///     }
///     // ... the ListRenderer requirements
/// }
/// ```
@MainActor
public protocol SelectableListRenderer: ListRenderer {
    /// The positions of the rows the user selects, delivered on the main thread; the stream never
    /// fails.
    var itemSelectedEvents: Observable<ItemPath> { get }
}
