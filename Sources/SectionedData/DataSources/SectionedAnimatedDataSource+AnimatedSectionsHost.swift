// The data source as its engine's host: its views are list renderers.
extension SectionedAnimatedDataSource: AnimatedSectionsHost {
    internal typealias View = any ListRenderer

    internal func isBound(to view: any ListRenderer) -> Bool {
        view.dataSource === self
    }

    internal func isOnScreen(_ view: any ListRenderer) -> Bool {
        view.isOnScreen
    }

    internal func reloadData(of view: any ListRenderer) {
        view.reloadData()
    }

    internal func performBatchUpdates(
        _ stage: Changeset<Section>,
        in view: any ListRenderer,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        view.performBatchUpdates(stage, animation: animationConfiguration, completion: completion)
    }

    internal func viewTransition(for stages: [Changeset<Section>], in view: any ListRenderer) -> ViewTransition {
        decideViewTransition(self, view, stages)
    }

    internal func log(diffError error: any Error) {
        logger("SectionedAnimatedDataSource: cannot animate the new sections, reloading instead: \(error)")
    }
}
