import Dispatch

/// Lists of `Sendable` sections that the engine lets go of, freed on a background queue once the
/// main queue runs again.
///
/// Freeing a million items takes longer than a frame, so the engine does not free a large list
/// on the main thread. It cannot hand a list to another thread at once, though: while an event
/// runs, its callers up the stack (the diff's delivery on the main queue, the transitions) still
/// hold copies, and whichever thread lets go last frees the list. So the lists wait here, and a
/// block on the main queue, which runs after the event and its callers have returned, hands them
/// to ``BackgroundRelease``. A list someone else still holds (a renderer that keeps a stage) is
/// freed wherever that holder lets go of it.
@MainActor
internal final class DeferredRelease<Section: AnimatableSectionModelType & Sendable> {
    private var sections: [[Section]] = []
    private var stages: [[Changeset<Section>]] = []

    internal nonisolated init() {}

    /// Takes a list, leaving `list` empty.
    internal func release(_ list: inout [Section]) {
        scheduleIfIdle()
        sections.append(list)
        list = []
    }

    /// Takes the stages of a change, leaving `list` empty.
    internal func release(_ list: inout [Changeset<Section>]) {
        scheduleIfIdle()
        stages.append(list)
        list = []
    }

    /// The number of lists and lists of stages waiting for the main queue.
    internal var waitingCount: Int {
        sections.count + stages.count
    }

    /// Hands every waiting list to a background queue.
    internal func releaseWaiting() {
        if !sections.isEmpty { BackgroundRelease.release(&sections, leaving: []) }
        if !stages.isEmpty { BackgroundRelease.release(&stages, leaving: []) }
    }

    private func scheduleIfIdle() {
        guard sections.isEmpty && stages.isEmpty else { return }
        // Holds the object until the block has run, which is what the lists need.
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.releaseWaiting() }
        }
    }
}
