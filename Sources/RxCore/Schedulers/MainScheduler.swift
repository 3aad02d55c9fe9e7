import Dispatch
import Foundation

/// Runs work on the main queue: at once when called on it with nothing queued ahead, otherwise
/// asynchronously, in order.
///
/// Use it to deliver results to UI code or to any state confined to the main thread, usually
/// through `observe(on: MainScheduler.instance)`. ``asyncInstance`` always dispatches, even when
/// called on the main queue.
///
/// ## Driving the main queue on Linux
///
/// Work dispatched to the main queue runs only while the program services that queue. An app
/// with a UI framework does so already. A command-line program must end its top-level code in
/// `dispatchMain()` (which never returns; call `exit` when done) or run the main run loop with
/// `RunLoop.main.run()` / `RunLoop.main.run(until:)`; otherwise work scheduled from background
/// threads waits forever and the process exits without it. Nothing is dropped: everything
/// scheduled runs, in order, as soon as the main queue is serviced.
///
/// ```swift
/// // main.swift of a command-line tool
/// import Foundation
/// import RxCore
///
/// DispatchQueue.global().async {
///     let answer = 42  // background work
///     _ = MainScheduler.instance.schedule(answer) { answer in
///         print("on the main thread:", answer)
///         exit(0)
///     }
/// }
/// dispatchMain()  // or: RunLoop.main.run()
/// ```
///
/// After `dispatchMain()` the main queue's work runs on a thread that is not the original main
/// thread, so "on the main queue" is what this scheduler checks and guarantees, as RxSwift's does.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // Immutable apart from the atomic counter: as thread-safe as the superclass.

    /// The scheduler every caller shares.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always dispatches asynchronously, even from the main
    /// queue, so work never runs inside the caller's stack frame.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private let mainQueue: DispatchQueue

    // Actions dispatched but not yet finished. Work scheduled on the main queue runs at once only
    // when this is zero, so it never overtakes earlier work still waiting in the queue.
    private let numberEnqueued = AtomicCell<Int>(0)

    /// Creates a scheduler on the main queue; prefer ``instance``.
    public init() {
        mainQueue = DispatchQueue.main
        super.init(serialQueue: mainQueue)
    }

    /// Whether the caller runs on the main queue (on the main thread, or in a main-queue block
    /// after `dispatchMain()`).
    public static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: MainQueueMarker.key.value) != nil
    }

    /// Stops the program if the caller is not on the main queue.
    ///
    /// - Parameter errorMessage: The message to stop with; a default explains the problem.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !isOnMainQueue {
            fatalError(
                errorMessage
                    ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to run work on the main thread."
            )
        }
    }

    /// Stops the program if the caller is not on the main thread.
    ///
    /// Unlike RxSwift, this check also works on Linux.
    ///
    /// - Parameter errorMessage: The message to stop with; a default explains the problem.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            fatalError(errorMessage ?? "Running on a background thread.")
        }
    }

    override internal func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if previouslyEnqueued == 0 && Self.isOnMainQueue {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = ScheduledAction(state, action)
        mainQueue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.run())
            }
            self.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}

/// The queue-specific value that marks the main queue, set on first use.
internal enum MainQueueMarker {
    /// Boxed so the key can live in a global: Dispatch does not declare it `Sendable`, and it is
    /// only ever passed to `getSpecific`/`setSpecific`, which are thread-safe.
    internal struct Key: @unchecked Sendable {
        internal let value: DispatchSpecificKey<UInt8>
    }

    internal static let key: Key = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return Key(value: key)
    }()
}
