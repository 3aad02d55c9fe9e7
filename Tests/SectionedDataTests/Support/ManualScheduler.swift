import Dispatch
import Foundation
import RxCore

/// A scheduler that runs nothing until the test says so: ``runNext()`` runs the oldest scheduled
/// action on the calling (main) thread, ``runNextOnAnotherThread()`` on a global queue while the
/// caller waits, so that what the action hands to the main queue arrives later, when the test
/// spins the main run loop.
final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // `queue` is guarded by `lock`.
    private struct Action: @unchecked Sendable {
        // Run once, by whichever thread the test picks; never shared.
        let run: () -> Void
    }

    private let lock = NSLock()
    private var queue: [Action] = []

    /// How many scheduled actions wait.
    var pendingCount: Int {
        lock.withLock { queue.count }
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        nonisolated(unsafe) let state = state
        nonisolated(unsafe) let action = action
        lock.withLock { queue.append(Action(run: { _ = action(state) })) }
        return Disposables.create()
    }

    /// Runs the oldest waiting action on this thread.
    ///
    /// - Returns: `false` when none waits.
    @discardableResult
    func runNext() -> Bool {
        guard let action = takeNext() else { return false }
        action.run()
        return true
    }

    /// Runs the oldest waiting action on another thread and waits for it to return and to be
    /// released there, so nothing it held is freed after this call returns.
    func runNextOnAnotherThread() {
        // A thread of its own: `DispatchQueue.sync` may run the block on the calling thread. The
        // thread object keeps its block until the thread ends, after `done` is signalled, so the
        // action travels in a box that the thread empties first.
        guard let box = takeNext().map(ActionBox.init) else { return }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.runAndRelease()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    /// Runs actions on this thread until none waits, including those they schedule.
    func runAll() {
        while runNext() {}
    }

    private func takeNext() -> Action? {
        lock.withLock { queue.isEmpty ? nil : queue.removeFirst() }
    }

    /// Carries an action to the thread that runs it.
    private final class ActionBox: @unchecked Sendable {
        // Set by `init` on the test's thread, then used and cleared only by the running thread;
        // starting the thread orders the two.
        private var action: Action?

        init(_ action: Action) {
            self.action = action
        }

        func runAndRelease() {
            action?.run()
            action = nil
        }
    }
}
