extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single that runs `work` in a task for every subscriber and succeeds with its result.
    ///
    /// ```swift
    /// let hero = Single.create { try await api.hero(id: 7) }
    /// ```
    ///
    /// The single fails with what `work` throws. Disposing the subscription cancels the task.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task.
    ///   - priority: The task's priority.
    ///   - work: The asynchronous work; it should honour cancellation.
    /// - Returns: The single.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        PrimitiveSequence(raw: Observable.async(detached: detached, priority: priority, work))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// Waits for the single's outcome: returns the element or throws the error.
    ///
    /// ```swift
    /// let hero = try await loadHero(id: 7).value
    /// ```
    ///
    /// Each access subscribes anew. Cancelling the waiting task disposes the subscription and
    /// throws `CancellationError` (RxSwift's version keeps waiting in that case). The
    /// subscription is made even in a task that is already cancelled, and an outcome the single
    /// reports while being subscribed to wins, as in RxSwift: `Single.just(1).value` returns 1.
    ///
    /// - Throws: The single's error, or `CancellationError`.
    public var value: Element {
        get async throws {
            let source = primitiveSequence.source
            return try await awaitOutcome { resume in
                source.subscribe(
                    onNext: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.failure(RxError.noElements)) }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// Waits for the maybe's outcome: returns the element, `nil` if it completed without one, or
    /// throws the error.
    ///
    /// Cancelling the waiting task disposes the subscription and throws `CancellationError`; an
    /// outcome reported while subscribing, even in a cancelled task, wins, as in RxSwift.
    ///
    /// - Throws: The maybe's error, or `CancellationError`.
    public var value: Element? {
        get async throws {
            let source = primitiveSequence.source
            return try await awaitOutcome { resume in
                source.subscribe(
                    onNext: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Waits for the completable to finish, or throws its error.
    ///
    /// Cancelling the waiting task disposes the subscription and throws `CancellationError`; an
    /// outcome reported while subscribing, even in a cancelled task, wins, as in RxSwift.
    ///
    /// - Throws: The completable's error, or `CancellationError`.
    public var value: Void {
        get async throws {
            let source = primitiveSequence.source
            try await awaitOutcome { resume in
                source.subscribe(onError: { resume(.failure($0)) }, onCompleted: { resume(.success(())) })
            }
        }
    }
}

/// Subscribes with `subscribe` and suspends until it reports the first outcome through `resume`,
/// or until the task is cancelled; either way the subscription is disposed.
///
/// As in RxSwift, the subscription is made even in a task that is already cancelled, and an
/// outcome reported while subscribing wins: a trait that finishes at once returns (or throws) its
/// outcome. Only a trait still running after subscribing ends with `CancellationError`.
private func awaitOutcome<Value: Sendable>(
    _ subscribe: @escaping (_ resume: @escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let waiter = OutcomeWaiter<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            waiter.start(continuation)
            waiter.attach(subscribe { waiter.resume(with: $0) })
        }
    } onCancel: {
        waiter.cancel()
    }
}

/// Resumes a continuation exactly once, with whichever comes first: the outcome, or the
/// cancellation (which may arrive before the continuation exists), and then disposes the
/// subscription.
private final class OutcomeWaiter<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, Swift.Error>?
        var early: Result<Value, Swift.Error>?
        var finished = false
        // Cancellation that arrived before the subscription was made; it takes effect once
        // subscribing has had its chance to report an outcome.
        var cancelledWhileSubscribing = false
        var subscribed = false
    }

    private let state = LockedValue(State())
    private let subscription = SingleAssignmentDisposable()

    func start(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        let early: Result<Value, Swift.Error>? = state.withLock { state in
            if let early = state.early { return early }
            state.continuation = continuation
            return nil
        }
        if let early {
            continuation.resume(with: early)
            subscription.dispose()
        }
    }

    func attach(_ disposable: Disposable) {
        subscription.setDisposable(disposable)
        let cancelled: Bool = state.withLock { state in
            state.subscribed = true
            return state.cancelledWhileSubscribing
        }
        if cancelled { resume(with: .failure(CancellationError())) }
    }

    /// Ends the wait with `CancellationError`, after the subscription has been made.
    func cancel() {
        let now: Bool = state.withLock { state in
            if state.subscribed { return true }
            state.cancelledWhileSubscribing = true
            return false
        }
        if now { resume(with: .failure(CancellationError())) }
    }

    func resume(with outcome: Result<Value, Swift.Error>) {
        let continuation: CheckedContinuation<Value, Swift.Error>? = state.withLock { state in
            if state.finished { return nil }
            state.finished = true
            guard let continuation = state.continuation else {
                state.early = outcome
                return nil
            }
            state.continuation = nil
            return continuation
        }
        continuation?.resume(with: outcome)
        subscription.dispose()
    }
}
