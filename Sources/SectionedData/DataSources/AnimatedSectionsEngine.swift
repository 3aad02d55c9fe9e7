import RxCore

/// The state machine under an animated data source: it turns each new list of sections into a
/// reload or into stages of batch updates, one at a time, diffing large changes off the main actor
/// when the sections are `Sendable`.
///
/// A data source owns one engine and is its ``AnimatedSectionsHost``: it holds the sections, and
/// forwards the calls the engine makes to its view. ``SectionedAnimatedDataSource`` is one (its
/// views are ``ListRenderer``s); a data source of another kind, such as a `UITableViewDataSource`
/// that is an `NSObject` subclass, uses the engine the same way:
///
/// 1. hold one (`let engine = AnimatedSectionsEngine<MyDataSource>()`), and at the end of its
///    initializers call ``attach(to:differ:diffScheduler:backgroundDiffThreshold:)`` with itself
///    and a ``SectionsDiffer``: ``SectionsDiffer/offMainActor()`` (and a scheduler, such as a
///    `ConcurrentDispatchQueueScheduler`) in an initializer overload `where Section: Sendable`,
///    ``SectionsDiffer/onMainActor()`` in the other; make the initializers `@inlinable` and attach
///    through a `@usableFromInline` method, as ``SectionedAnimatedDataSource`` does, so that the
///    diff is compiled for the concrete section type;
/// 2. conform to ``AnimatedSectionsHost``;
/// 3. call ``receive(_:for:)`` with each list its binding delivers, and ``sectionsDidChange()``
///    whenever its sections change other than through ``AnimatedSectionsHost/setSections(_:)``
///    being called by the engine (a row the user moved, an item replaced).
///
/// ## Phases
///
/// The engine is always in one ``Phase``, and keeps at most one pending list: the newest that
/// arrived while it was not idle. Each event is one `switch` over the phase:
///
/// | phase | event | what happens | next phase |
/// |---|---|---|---|
/// | idle | list for a view not shown, or off screen | reload | idle |
/// | idle | list, more items than `maximumAnimatedItemCount` | reload | idle |
/// | idle | list, at least `backgroundDiffThreshold` items, `Sendable` sections, a `diffScheduler` | diff scheduled | diffing |
/// | idle | list, diffed at once: an error | log once, reload | idle |
/// | idle | list, diffed at once: no stages | sections replaced | idle |
/// | idle | list, diffed at once: `.reload` chosen | reload | idle |
/// | idle | list, diffed at once: `.animated` chosen | first stage's batch update | starting stage |
/// | starting stage | its completion | — | starting stage (ended) |
/// | starting stage | the view's call returns | — | animating, or as below if ended |
/// | animating | its completion, a list pending | rest skipped; the pending list | idle, then as for a list |
/// | animating | its completion, view gone or unbound | — | idle (no view shown) |
/// | animating | its completion, sections changed by the host meanwhile | rest skipped; the last stage's list diffed again | as for a list |
/// | animating | its completion, last stage | — | idle |
/// | animating | its completion, view off screen | reload with the last stage's list | idle |
/// | animating | its completion, more stages | next stage's batch update | starting stage |
/// | diffing | its result, a list pending | result dropped; the pending list | idle, then as for a list |
/// | diffing | its result, view gone or unbound | result dropped | idle (no view shown) |
/// | diffing | its result, sections changed by the host meanwhile | result dropped; the list diffed again | as for a list |
/// | diffing | its result, view off screen | reload | idle |
/// | diffing | its result | as for a list diffed at once | |
/// | diffing | sections changed by the host | marked stale | diffing |
/// | starting stage, animating | sections changed by the host | marked stale | unchanged |
/// | animating | list, the animating view gone or unbound | stop waiting for its completion | as for a list |
/// | busy, starting stage, animating | list | becomes the pending list (replacing one) | unchanged |
/// | diffing | list | becomes the pending list; the diff is cancelled if it has not started | diffing |
/// | any other | completion or result of an update or diff no longer awaited | ignored | unchanged |
///
/// A view that left the screen or was bound elsewhere sends no event; the engine asks
/// (``AnimatedSectionsHost/isOnScreen(_:)``, ``AnimatedSectionsHost/isBound(to:)``) when an event
/// arrives. "Busy" is the phase while the engine calls the host or the view outside a batch
/// update (diffing on the main actor, deciding, reloading), so that a list the call emits waits.
@MainActor
internal final class AnimatedSectionsEngine<Host: AnimatedSectionsHost> {
    internal typealias Section = Host.Section
    internal typealias View = Host.View
    internal typealias Outcome = Result<[Changeset<Section>], any Swift.Error>

    /// The data source that owns the engine.
    internal private(set) weak var host: Host?

    /// Changes with more items than this (shown plus new) are reloaded without diffing; `nil`
    /// never reloads for size.
    internal var maximumAnimatedItemCount: Int?

    /// Where changes of `Sendable` sections from ``backgroundDiffThreshold`` items are diffed;
    /// `nil` (or sections that are not `Sendable`) diffs every change on the main actor.
    internal var diffScheduler: (any ImmediateSchedulerType)?

    /// The smallest change, in items shown plus new, diffed on ``diffScheduler``.
    internal var backgroundDiffThreshold = defaultBackgroundDiffThreshold

    /// The default ``backgroundDiffThreshold``: 50,000 items (shown plus new), which a release
    /// build diffs in about a millisecond (`Benchmarks datasource` measures it).
    internal nonisolated static var defaultBackgroundDiffThreshold: Int { 50_000 }

    /// What the engine is doing; only the events and the transitions set it.
    internal var phase: Phase = .idle(shownIn: WeakView(nil))

    /// The newest list that arrived while the engine was not idle.
    internal var pending: PendingList?

    /// How the engine diffs; set once, by ``attach(to:differ:diffScheduler:backgroundDiffThreshold:)``.
    internal private(set) var differ: SectionsDiffer<Section> = .onMainActor()

    /// The identities of the diff errors already logged.
    internal var loggedErrors: Set<String> = []

    /// Creates an idle engine, attached to no host.
    internal init() {}

    /// Attaches the engine to the data source that owns it; call it once, at the end of the data
    /// source's initializer.
    ///
    /// - Parameters:
    ///   - host: The data source that owns the engine; held weakly.
    ///   - differ: How to diff: ``SectionsDiffer/offMainActor()`` in an initializer for `Sendable`
    ///     sections, ``SectionsDiffer/onMainActor()`` otherwise.
    ///   - diffScheduler: Where large changes are diffed, if `differ` allows it.
    ///   - backgroundDiffThreshold: The smallest change diffed on `diffScheduler`.
    internal func attach(
        to host: Host,
        differ: SectionsDiffer<Section>,
        diffScheduler: (any ImmediateSchedulerType)?,
        backgroundDiffThreshold: Int
    ) {
        self.host = host
        self.differ = differ
        self.diffScheduler = diffScheduler
        self.backgroundDiffThreshold = backgroundDiffThreshold
    }

    /// Whether a stage's batch update has started and its animation has not ended.
    internal var isAnimating: Bool {
        switch phase {
        case .startingStage, .animating: return true
        case .idle, .busy, .diffing: return false
        }
    }

    /// Whether a diff runs on the diff scheduler.
    internal var isDiffing: Bool {
        if case .diffing = phase { return true }
        return false
    }

    /// Whether the engine can diff off the main actor: the sections are `Sendable`.
    internal var diffsOffMainActor: Bool {
        differ.background != nil
    }

    // MARK: Events

    /// Event: a new list of sections for `view`.
    ///
    /// - Parameters:
    ///   - sections: The list.
    ///   - view: The view to show it in, which takes its rows from the host.
    internal func receive(_ sections: [Section], for view: View) {
        switch phase {
        case .idle(let shown):
            show(sections, in: view, isShown: shown.refers(to: view))
        case .animating(let change) where boundView(change.view) == nil:
            // The animating view is gone or shows another data source: its completion may never
            // come, and the engine owes it nothing more.
            wait(sections, for: view)
            continueChange(change)
        case .busy, .startingStage, .animating:
            wait(sections, for: view)
        case .diffing(let diff):
            // Superseded: a diff that has not started never runs.
            diff.cancellation.dispose()
            wait(sections, for: view)
        }
        checkInvariants()
    }

    /// Event: the host's sections changed other than through the engine (the user moved a row).
    internal func sectionsDidChange() {
        switch phase {
        case .diffing(var diff):
            diff.isStale = true
            phase = .diffing(diff)
        case .startingStage(var change, let ended):
            change.isStale = true
            phase = .startingStage(change, ended: ended)
        case .animating(var change):
            change.isStale = true
            phase = .animating(change)
        case .idle, .busy:
            // Idle, the next list is diffed from the changed sections; busy, the engine itself is
            // changing them.
            break
        }
        checkInvariants()
    }

    /// Event: the batch update `update` ended (its completion was called).
    internal func stageDidEnd(_ update: UpdateToken) {
        switch phase {
        case .startingStage(let change, ended: false) where change.update === update:
            phase = .startingStage(change, ended: true)
        case .animating(let change) where change.update === update:
            continueChange(change)
        case .idle, .busy, .startingStage, .animating, .diffing:
            // A repeated completion, or one of an update the engine no longer waits for.
            break
        }
        checkInvariants()
    }

    /// Event: the view returned from `performBatchUpdates` for `update`.
    internal func stageCallDidReturn(_ update: UpdateToken) {
        switch phase {
        case .startingStage(let change, let ended) where change.update === update:
            if ended {
                continueChange(change)
            } else {
                phase = .animating(change)
            }
        case .idle, .busy, .startingStage, .animating, .diffing:
            // Unreachable: nothing but the update's own completion leaves the phase meanwhile.
            break
        }
        checkInvariants()
    }

    /// Event: the diff identified by `cancellation` returned `outcome` (`nil` if it was cancelled
    /// before it ran).
    internal func diffDidEnd(_ cancellation: BooleanDisposable, outcome: Outcome?) {
        switch phase {
        case .diffing(var diff) where diff.cancellation === cancellation:
            phase = .busy
            guard pending == nil, let view = boundView(diff.view), let host else {
                // Superseded: the newest list is diffed against what is shown. Or the view is
                // gone or shows another data source: it gets nothing.
                differ.release(&diff.target)
                settle(shownIn: boundView(diff.view))
                break
            }
            if diff.isStale || outcome == nil {
                // The host's sections changed while the diff ran (a row was moved): diff again.
                show(diff.target, in: view, isShown: true)
            } else if !host.isOnScreen(view) {
                reload(diff.target, in: view)
            } else if let outcome {
                present(outcome, of: diff.target, in: view)
            }
        case .idle, .busy, .startingStage, .animating, .diffing:
            // Unreachable: only the diff's own result leaves the diffing phase.
            break
        }
        checkInvariants()
    }
}
