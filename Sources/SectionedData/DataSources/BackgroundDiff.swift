import Dispatch
import Foundation
import RxCore

/// One diff that ``SectionedAnimatedDataSource`` runs on its `diffScheduler`: the two lists, the
/// diff function, and whether the data source still wants the result.
///
/// The data source creates it on the main actor, the scheduler runs ``run(then:)`` on its thread,
/// and the outcome comes back on the main actor. `@unchecked Sendable` because the lists are
/// values that nobody mutates once handed over: the main actor keeps its own copies (a mutation
/// there copies the array rather than touching this one) and the scheduler's thread only reads
/// them; the diff function captures nothing and is not isolated to any actor (the data source
/// builds it in a nonisolated function); ``isCancelled`` is guarded by `cancelLock`.
internal final class BackgroundDiff<Section: AnimatableSectionModelType>: @unchecked Sendable {
    /// What a diff produced: its stages, or the error it threw.
    internal typealias Outcome = Result<[Changeset<Section>], any Swift.Error>

    // The list shown when the diff started, and the list to show; emptied on the scheduler's
    // thread once diffed, so that the main actor never frees them through this object.
    private var initial: [Section]
    private var final: [Section]

    private let differences: ([Section], [Section]) throws -> [Changeset<Section>]
    // An NSLock rather than Synchronization's Atomic, which needs iOS 18.
    private let cancelLock = NSLock()
    private var cancelled = false

    internal init(
        from initial: [Section],
        to final: [Section],
        differences: @escaping ([Section], [Section]) throws -> [Changeset<Section>]
    ) {
        self.initial = initial
        self.final = final
        self.differences = differences
    }

    /// Whether the data source no longer wants the result: a newer list superseded this one.
    internal var isCancelled: Bool {
        cancelLock.withLock { cancelled }
    }

    /// Asks the diff not to run, if it has not started yet; a result that arrives anyway is
    /// dropped by the data source.
    internal func cancel() {
        cancelLock.withLock { cancelled = true }
    }

    /// Computes the diff unless it was cancelled first, then hands the outcome (`nil` when
    /// cancelled) to `completion` on the main actor: at once when this already runs on the main
    /// thread (a test scheduler, `MainScheduler`), else through the main queue.
    ///
    /// - Parameter completion: Receives the outcome on the main actor.
    nonisolated internal func run(then completion: @escaping @MainActor @Sendable (Delivery) -> Void) {
        let outcome: Outcome? = isCancelled ? nil : Result { try differences(initial, final) }
        initial = []
        final = []
        let delivery = Delivery(outcome: outcome)
        if Thread.isMainThread {
            MainActor.assumeIsolated { completion(delivery) }
        } else {
            DispatchQueue.main.async { completion(delivery) }
        }
    }

    /// Schedules ``run(then:)`` on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the diff runs.
    ///   - completion: Receives the outcome on the main actor.
    nonisolated internal func schedule(
        on scheduler: any ImmediateSchedulerType,
        then completion: @escaping @MainActor @Sendable (Delivery) -> Void
    ) {
        _ = scheduler.schedule(self) { diff in
            diff.run(then: completion)
            return Disposables.create()
        }
    }

    /// The outcome of a diff on its way to the main actor. `@unchecked Sendable` for the same
    /// reason as the diff: the stages are values that the scheduler's thread stops using once it
    /// hands them over.
    internal struct Delivery: @unchecked Sendable {
        /// The stages or the error; `nil` when the diff was cancelled before it ran.
        internal let outcome: Outcome?
    }
}
