#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // The data source as its engine's host: its view is a table.
    extension RxTableViewSectionedAnimatedDataSource: AnimatedSectionsHost {
        internal typealias View = UITableView

        internal func isBound(to view: UITableView) -> Bool {
            isDataSource(of: view)
        }

        internal func isOnScreen(_ view: UITableView) -> Bool {
            view.window != nil
        }

        internal func reloadData(of view: UITableView) {
            view.reloadData()
        }

        internal func performBatchUpdates(
            _ stage: Changeset<Section>,
            in view: UITableView,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            stage.assertValidBatchUpdate()
            refreshHeadersAndFooters(of: stage, in: view)
            // The data source already holds the stage's final sections; until the update block runs,
            // the table counts the rows it shows.
            store.countsBeforeUpdate = stage.originalSections.map(\.items.count)
            view.performBatchUpdates(
                { [self] in
                    store.countsBeforeUpdate = nil
                    applyOperations(of: stage, to: view)
                },
                completion: { finished in completion(finished) }
            )
        }

        internal func viewTransition(for stages: [Changeset<Section>], in view: UITableView) -> ViewTransition {
            decideViewTransition(self, view, stages)
        }

        internal func log(diffError error: any Error) {
            logger(
                "RxTableViewSectionedAnimatedDataSource: cannot animate the new sections, reloading instead: \(error)")
        }

        /// Sets the header and footer titles that the table shows for the stage's updated sections
        /// (at their positions before the update) to the titles of the data source, which already
        /// holds the new sections: their rows stay as they are. Headers off screen are asked for when
        /// they appear.
        private func refreshHeadersAndFooters(of stage: Changeset<Section>, in view: UITableView) {
            guard !stage.updatedSections.isEmpty else { return }
            let positionsAfter = stage.positionsAfterOfStayingSections
            for before in stage.updatedSections {
                guard let after = positionsAfter[before] else { continue }
                if let header = view.headerView(forSection: before) {
                    header.textLabel?.text = titleForHeaderInSection(self, after)
                }
                if let footer = view.footerView(forSection: before) {
                    footer.textLabel?.text = titleForFooterInSection(self, after)
                }
            }
        }
    }
#endif
