import RxCore

extension AnimatedSectionsEngine {
    /// What the engine is doing. Each event is one `switch` over it (see the engine's
    /// documentation for the table of transitions); a list that arrives in any phase but
    /// ``idle(shownIn:)`` waits as the engine's one pending list.
    internal enum Phase {
        /// Nothing runs. The weak view is the one that shows the host's sections: the next list
        /// for it is diffed, a list for any other view reloads that view. `nil` before the first
        /// list, and once the view was found gone or unbound.
        case idle(shownIn: WeakView)

        /// The engine is inside a call to the host or the view that is no batch update: diffing on
        /// the main actor, asking whether to animate, reloading, logging. Lists that arrive wait.
        case busy

        /// The view's `performBatchUpdates` has been called and has not returned. `ended` becomes
        /// `true` if the update's completion comes before it returns (a view that does not
        /// animate); the engine continues once the call returns, so the view is never re-entered
        /// from its own update.
        case startingStage(StagedChange, ended: Bool)

        /// A stage's batch update is animating; its completion moves the change on.
        case animating(StagedChange)

        /// A diff runs on the diff scheduler.
        case diffing(RunningDiff)
    }

    /// A weak reference to a view, for the phases and the pending list.
    ///
    /// Held as `AnyObject`, as `View` may be a class-bound existential such as `any ListRenderer`,
    /// which a generic `weak` reference cannot name.
    internal struct WeakView {
        private weak var object: AnyObject?

        internal init(_ view: View?) {
            object = view.map { $0 as AnyObject }
        }

        /// The view, or `nil` once it is gone.
        internal var view: View? {
            // Only ever holds a `View`.
            object.map { $0 as! View }
        }

        /// Whether this refers to `view`.
        internal func refers(to view: View) -> Bool {
            object != nil && object === view as AnyObject
        }
    }

    /// A change being applied stage by stage.
    internal struct StagedChange {
        /// The view the stages are applied in.
        internal let view: WeakView

        /// The stages of the change, at least one.
        internal var stages: [Changeset<Section>]

        /// The index of the stage whose batch update runs.
        internal let current: Int

        /// Identifies the running batch update: completions of other updates, or repeated ones,
        /// are ignored.
        internal let update = UpdateToken()

        /// Whether the host's sections changed (the user moved a row) since the running stage
        /// started: the remaining stages no longer start from them.
        internal var isStale = false

        internal init(view: WeakView, stages: [Changeset<Section>], current: Int) {
            self.view = view
            self.stages = stages
            self.current = current
        }

        /// Whether the running stage is the last one.
        internal var isLastStage: Bool {
            current == stages.count - 1
        }

        /// The final sections of the last stage: the list the change shows.
        internal var finalSections: [Section] {
            stages[stages.count - 1].finalSections
        }

        /// The same change at its next stage, with a batch update of its own.
        internal func nextStage() -> StagedChange {
            StagedChange(view: view, stages: stages, current: current + 1)
        }
    }

    /// A diff running on the diff scheduler.
    internal struct RunningDiff {
        /// The view the new list is for.
        internal let view: WeakView

        /// The list being diffed to.
        internal var target: [Section]

        /// Identifies the diff (its result is applied only if it still runs); disposed when a
        /// newer list supersedes it, so that a diff that has not started never runs.
        internal let cancellation: BooleanDisposable

        /// Whether the host's sections changed while the diff ran (the user moved a row): its
        /// result no longer applies, and the target is diffed again.
        internal var isStale: Bool
    }

    /// The newest list that arrived while the engine was not idle, and the view it is for.
    internal struct PendingList {
        internal var sections: [Section]
        internal let view: WeakView
    }

    /// Identifies one batch update.
    internal final class UpdateToken {
        internal init() {}
    }
}
