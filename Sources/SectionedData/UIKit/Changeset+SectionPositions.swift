#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Changeset {
        /// Where each section that the stage neither deletes nor moves ends up, by UIKit's rule:
        /// inserted sections and move destinations take their places, and the sections that stay fill
        /// the other places in their old order.
        ///
        /// - Complexity: O(*s*) in the sections before and after the stage.
        internal var positionsAfterOfStayingSections: [Int: Int] {
            let leaving = Set(deletedSections).union(movedSections.map(\.from))
            let arriving = Set(insertedSections).union(movedSections.map(\.to))
            var positions: [Int: Int] = [:]
            var after = 0
            for before in originalSections.indices where !leaving.contains(before) {
                while arriving.contains(after) { after += 1 }
                positions[before] = after
                after += 1
            }
            return positions
        }

        /// Checks the stage against UIKit's batch-update rules with ``BatchUpdateValidator``, in
        /// debug builds: a stage the diff computed always passes, so a failure is a bug of ours.
        ///
        /// - Complexity: O(*n*) in the rows before and after the stage; nothing in release builds.
        internal func assertValidBatchUpdate() {
            #if DEBUG
                let shown = BatchUpdateValidator.displayed(originalSections, header: { _ in () }, row: { _ in () })
                do {
                    _ = try BatchUpdateValidator.apply(self, to: shown, header: { _ in () }, row: { _ in () })
                } catch {
                    assertionFailure("Invalid batch update computed for \(debugDescription): \(error)")
                }
            #endif
        }
    }

    extension AnimationStyle {
        // The row animation UIKit names the same way.
        internal var rowAnimation: UITableView.RowAnimation {
            switch self {
            case .fade: .fade
            case .right: .right
            case .left: .left
            case .top: .top
            case .bottom: .bottom
            case .none: .none
            case .middle: .middle
            case .automatic: .automatic
            }
        }
    }
#endif
