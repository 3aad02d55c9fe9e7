extension ObservableType {
    /// An observable that runs `work` in a task for every subscriber and emits its result.
    ///
    /// ```swift
    /// let heroes = Observable.async { try await api.heroes() }
    /// ```
    ///
    /// The observable emits the result and completes, or fails with what `work` threw.
    /// Disposing the subscription cancels the task. RxSwift has no observable counterpart (it has
    /// `Single.create(detached:priority:work:)`, which RxCore has too); this is the same operation
    /// for callers that want an `Observable`.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task rather than one that inherits the
    ///     caller's priority and task-local values.
    ///   - priority: The task's priority.
    ///   - work: The asynchronous work; it should honour cancellation.
    /// - Returns: An observable of the result.
    public static func async(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        _ work: @Sendable @escaping () async throws -> Element
    ) -> Observable<Element> {
        Observable<Element>.create { observer in
            let target = SendableObserver(observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    target.observer.onNext(element)
                    target.observer.onCompleted()
                } catch {
                    target.observer.onError(error)
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}
