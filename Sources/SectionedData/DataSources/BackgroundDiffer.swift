import Dispatch
import Foundation
import RxCore

/// Diffs `Sendable` sections on a scheduler, and frees their lists on a background queue: what
/// ``SectionsDiffer/offMainActor()`` adds to the main actor's diff.
///
/// It can only be created where `Section: Sendable`, so the compiler checks everything its
/// closures send to another thread: the two lists, the stages or error that come back. The
/// engine stores it with the section type unconstrained and calls it on the main actor.
@usableFromInline
internal struct BackgroundDiffer<Section: AnimatableSectionModelType> {
    /// What a diff produced: its stages, or the error it threw; `nil` when it was cancelled before
    /// it ran.
    internal typealias Outcome = Result<[Changeset<Section>], any Swift.Error>

    /// Schedules the diff from `initial` to `final` on `scheduler` unless `cancellation` is
    /// disposed before it runs, and hands the outcome to `completion` on the main actor.
    internal let start:
        @MainActor (
            _ initial: [Section],
            _ final: [Section],
            _ scheduler: any ImmediateSchedulerType,
            _ cancellation: BooleanDisposable,
            _ completion: @escaping @MainActor @Sendable (Outcome?) -> Void
        ) -> Void

    /// Empties a list, to be freed on a background queue once the main queue runs again.
    internal let releaseSections: @MainActor (inout [Section]) -> Void

    /// Empties a list of stages, to be freed on a background queue once the main queue runs again.
    internal let releaseStages: @MainActor (inout [Changeset<Section>]) -> Void

    @usableFromInline
    internal init(differences: @escaping @Sendable ([Section], [Section]) throws -> [Changeset<Section>])
    where Section: Sendable {
        start = { initial, final, scheduler, cancellation, completion in
            Self.schedule(
                from: initial, to: final, differences: differences, on: scheduler, cancellation: cancellation,
                completion: completion)
        }
        let release = DeferredRelease<Section>()
        releaseSections = { sections in release.release(&sections) }
        releaseStages = { stages in release.release(&stages) }
    }

    /// Schedules the diff; nonisolated, so that the work it hands the scheduler belongs to no
    /// actor and captures only `Sendable` values.
    private nonisolated static func schedule(
        from initial: [Section],
        to final: [Section],
        differences: @escaping @Sendable ([Section], [Section]) throws -> [Changeset<Section>],
        on scheduler: any ImmediateSchedulerType,
        cancellation: BooleanDisposable,
        completion: @escaping @MainActor @Sendable (Outcome?) -> Void
    ) where Section: Sendable {
        let diff: @Sendable () -> Void = {
            let outcome: Outcome? = cancellation.isDisposed ? nil : Result { try differences(initial, final) }
            // At once on the main thread (a test scheduler, `MainScheduler`), else through the
            // main queue.
            if Thread.isMainThread {
                MainActor.assumeIsolated { completion(outcome) }
            } else {
                DispatchQueue.main.async { completion(outcome) }
            }
        }
        _ = scheduler.schedule(()) { _ in
            diff()
            return Disposables.create()
        }
    }
}
