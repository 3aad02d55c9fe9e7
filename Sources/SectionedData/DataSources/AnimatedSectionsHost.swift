/// What an ``AnimatedSectionsEngine`` needs from the data source that owns it: the sections it
/// holds, and the calls that reach the view showing them.
///
/// ``SectionedAnimatedDataSource`` is a host whose views are ``ListRenderer``s. A data source
/// that is no ``SectionedDataSource`` (a `UITableViewDataSource` showing a `UITableView`, say)
/// becomes one by answering these from its own storage and view:
///
/// ```swift
/// extension MyTableDataSource: AnimatedSectionsHost {
///     func isBound(to view: UITableView) -> Bool { view.dataSource === self }
///     func isOnScreen(_ view: UITableView) -> Bool { view.window != nil }
///     func reloadData(of view: UITableView) { view.reloadData() }
///     func performBatchUpdates(
///         _ stage: Changeset<Section>, in view: UITableView, completion: @escaping @MainActor (Bool) -> Void
///     ) {
///         view.performBatchUpdates({ /* the stage's operations */ }, completion: { completion($0) })
///     }
///     func viewTransition(for stages: [Changeset<Section>], in view: UITableView) -> ViewTransition {
///         decideViewTransition(self, view, stages)
///     }
///     func log(diffError error: any Error) { print("cannot animate, reloading: \(error)") }
/// }
/// ```
///
/// The engine calls every requirement on the main actor, and never while the view is inside one of
/// the calls it received (``reloadData(of:)``, ``performBatchUpdates(_:in:completion:)``).
@MainActor
internal protocol AnimatedSectionsHost: AnyObject {
    /// The sections shown.
    associatedtype Section: AnimatableSectionModelType

    /// What shows the sections: a class (a table view) or a class-bound existential
    /// (`any ListRenderer`). Held weakly by the engine, and told apart by identity.
    associatedtype View

    /// The sections the host holds, which its view shows (or, during a batch update, is about to
    /// show).
    var sectionModels: [Section] { get }

    /// Replaces the sections the host holds; the engine then reloads the view or applies a batch
    /// update. When the host's sections change otherwise (the user moved a row), it calls
    /// ``AnimatedSectionsEngine/sectionsDidChange()``.
    ///
    /// - Parameter sections: The new sections.
    func setSections(_ sections: [Section])

    /// Whether `view` still takes its rows from this host; a view that no longer does (its
    /// binding was disposed) gets no more updates.
    ///
    /// - Parameter view: A view the host showed sections in.
    /// - Returns: `true` while the view is bound to the host.
    func isBound(to view: View) -> Bool

    /// Whether `view` is visible, so that batch updates are worth animating; a view that is not
    /// is reloaded instead.
    ///
    /// - Parameter view: The view to update.
    /// - Returns: `true` when the view is on screen.
    func isOnScreen(_ view: View) -> Bool

    /// Shows the host's sections in `view` from scratch.
    ///
    /// - Parameter view: The view to reload.
    func reloadData(of view: View)

    /// Applies one stage in `view` as one batch update; the host already holds the stage's final
    /// sections.
    ///
    /// As a ``ListRenderer`` does (see its contract): deletes, reloads and move sources name
    /// positions before the update, inserts and move destinations after it, and the headers and
    /// footers of the stage's `updatedSections` are refreshed without reloading their rows.
    ///
    /// - Parameters:
    ///   - stage: The stage to apply.
    ///   - view: The view to update.
    ///   - completion: To call exactly once, on the main actor, when the update's animation ends
    ///     (inside this call when the view does not animate).
    func performBatchUpdates(
        _ stage: Changeset<Section>,
        in view: View,
        completion: @escaping @MainActor (Bool) -> Void
    )

    /// Whether to animate a change or reload the view.
    ///
    /// - Parameters:
    ///   - stages: The stages of the change, at least one.
    ///   - view: The view to update.
    /// - Returns: `.animated` to apply the stages, `.reload` to reload.
    func viewTransition(for stages: [Changeset<Section>], in view: View) -> ViewTransition

    /// Reports a list the diff rejected (a repeated identity); the engine reloads it instead and
    /// reports each offending identity once.
    ///
    /// - Parameter error: The diff's error.
    func log(diffError error: any Error)
}
